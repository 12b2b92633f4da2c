import sharp from 'sharp';
import type { Rgb } from './colour';
import type { TourScene } from './tour-scene';

/** Light on a face by the way it looks: floors and tops brightest, ceilings a little less, end walls, then side walls. */
const FACE_LIGHT = { up: 1, down: 0.9, x: 0.84, y: 0.76 };
const VOID: Rgb = [40, 40, 44];

const BINS_X = 64;
const BINS_Y = 32;

/**
 * For each cell of a coarse grid over the image, the boxes that can appear in it: a box's yaw and pitch bounds as
 * seen from the eye (yaw from its corners unless the eye stands over it, pitch from its nearest and farthest
 * ground distance), one cell of margin. Rays then test a handful of boxes instead of all of them.
 */
function binBoxes(scene: TourScene): number[][] {
  const { boxes, eye, heading } = scene;
  const bins: number[][] = Array.from({ length: BINS_X * BINS_Y }, () => []);
  boxes.forEach((b, index) => {
    const dx = Math.max(b.min[0] - eye[0], 0, eye[0] - b.max[0]);
    const dy = Math.max(b.min[1] - eye[1], 0, eye[1] - b.max[1]);
    const near = Math.hypot(dx, dy);
    const corners = [[b.min[0], b.min[1]], [b.max[0], b.min[1]], [b.min[0], b.max[1]], [b.max[0], b.max[1]]].map(([x, y]) => [x - eye[0], y - eye[1]]);
    const far = Math.max(...corners.map(([x, y]) => Math.hypot(x, y)));
    const pitch = (z: number) => Math.atan2(z - eye[2], z > eye[2] ? near : far);
    const pitchLow = Math.atan2(b.min[2] - eye[2], b.min[2] < eye[2] ? near : far);
    const rows = [Math.floor(((Math.PI / 2 - pitch(b.max[2])) / Math.PI) * BINS_Y) - 1, Math.floor(((Math.PI / 2 - pitchLow) / Math.PI) * BINS_Y) + 1];
    let columns: number[];
    if (near === 0) {
      columns = Array.from({ length: BINS_X }, (_, c) => c);
    } else {
      // Image column (0-1) of each corner, unwrapped around the first: the box spans less than half a turn.
      const u = corners.map(([x, y]) => (heading - Math.atan2(y, x) + Math.PI) / (2 * Math.PI));
      const unwrapped = u.map((value) => value - Math.round(value - u[0]));
      const from = Math.floor(Math.min(...unwrapped) * BINS_X) - 1;
      const to = Math.floor(Math.max(...unwrapped) * BINS_X) + 1;
      columns = Array.from({ length: to - from + 1 }, (_, k) => (((from + k) % BINS_X) + BINS_X) % BINS_X);
    }
    for (let r = Math.max(0, rows[0]); r <= Math.min(BINS_Y - 1, rows[1]); r += 1) {
      for (const c of columns) bins[r * BINS_X + c].push(index);
    }
  });
  return bins;
}

/**
 * The scene seen from its eye in every direction, as raw RGB in equirectangular projection (`width` x `width / 2`):
 * each pixel's ray meets the nearest solid; its colour is that solid's paint, lit by the face it hit, dimmed with
 * distance, with a dark outline along the face's edges about a pixel wide whatever the distance. `cull: false`
 * tests every box for every ray (the reference the binning is checked against).
 */
export async function renderEquirect(scene: TourScene, width: number, { cull = true } = {}): Promise<Buffer> {
  const height = width / 2;
  const { boxes, eye, heading } = scene;
  const count = boxes.length;
  const lo = new Float64Array(count * 3);
  const hi = new Float64Array(count * 3);
  boxes.forEach((b, i) => {
    for (let k = 0; k < 3; k += 1) {
      lo[i * 3 + k] = b.min[k] - eye[k];
      hi[i * 3 + k] = b.max[k] - eye[k];
    }
  });
  const every = boxes.map((_, i) => i);
  const bins = cull ? binBoxes(scene) : [];
  const out = Buffer.alloc(width * height * 3);
  const pixel = (2 * Math.PI) / width;
  const d = [0, 0, 0];
  for (let j = 0; j < height; j += 1) {
    // Drawing takes a second or more: give other requests a turn every few rows.
    if (j % 32 === 31) await new Promise((resolve) => setImmediate(resolve));
    const pitch = Math.PI / 2 - ((j + 0.5) / height) * Math.PI;
    const cp = Math.cos(pitch);
    d[2] = Math.sin(pitch);
    const row = Math.floor((j / height) * BINS_Y) * BINS_X;
    for (let i = 0; i < width; i += 1) {
      // Yaw grows to the right (clockwise seen from above); heading is where the image's centre looks.
      const theta = heading - (((i + 0.5) / width) * 2 * Math.PI - Math.PI);
      d[0] = cp * Math.cos(theta);
      d[1] = cp * Math.sin(theta);
      const candidates = cull ? bins[row + Math.floor((i / width) * BINS_X)] : every;
      let best = Infinity;
      let hit = -1;
      let hitAxis = 0;
      for (let n = 0; n < candidates.length; n += 1) {
        const b = candidates[n];
        let near = -Infinity;
        let far = Infinity;
        let axis = 0;
        for (let k = 0; k < 3; k += 1) {
          const dk = d[k];
          const l = lo[b * 3 + k];
          const h = hi[b * 3 + k];
          if (Math.abs(dk) < 1e-12) {
            if (l > 0 || h < 0) { near = Infinity; break; }
            continue;
          }
          const t0 = (dk > 0 ? l : h) / dk;
          const t1 = (dk > 0 ? h : l) / dk;
          if (t0 > near) { near = t0; axis = k; }
          if (t1 < far) far = t1;
        }
        if (near <= far && near > 1e-6 && near < best) {
          best = near;
          hit = b;
          hitAxis = axis;
        }
      }
      const o = (j * width + i) * 3;
      if (hit < 0) {
        out[o] = VOID[0]; out[o + 1] = VOID[1]; out[o + 2] = VOID[2];
        continue;
      }
      const p: [number, number, number] = [eye[0] + d[0] * best, eye[1] + d[1] * best, eye[2] + d[2] * best];
      const axis = hitAxis as 0 | 1 | 2;
      const colour = boxes[hit].paint(p, axis);
      let light = axis === 2 ? (d[2] < 0 ? FACE_LIGHT.up : FACE_LIGHT.down) : axis === 0 ? FACE_LIGHT.x : FACE_LIGHT.y;
      light *= 1 - 0.28 * Math.min(1, best / 420);
      // Distance to the face's nearest edge, for the outline and a soft shadow into corners.
      let edge = Infinity;
      for (let k = 0; k < 3; k += 1) {
        if (k === axis) continue;
        const b = boxes[hit];
        edge = Math.min(edge, p[k] - b.min[k], b.max[k] - p[k]);
      }
      if (edge < pixel * best * 0.9) light *= 0.55;
      else light *= 1 - 0.14 * Math.exp(-edge / 5);
      out[o] = Math.min(255, colour[0] * light);
      out[o + 1] = Math.min(255, colour[1] * light);
      out[o + 2] = Math.min(255, colour[2] * light);
    }
  }
  return out;
}

/** The panorama as a JPEG (sharp composes the raw pixels), `width` x `width / 2`. */
export async function panoramaJpeg(scene: TourScene, width: number): Promise<Buffer> {
  const raw = await renderEquirect(scene, width);
  return sharp(raw, { raw: { width, height: width / 2, channels: 3 } }).jpeg({ quality: 84, progressive: true }).toBuffer();
}
