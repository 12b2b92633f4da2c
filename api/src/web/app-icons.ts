/**
 * The install icons of the web app manifest, drawn from one description of the site's mark
 * (the travel trailer of the generated artwork, white on the logo's primary colour) as SVG and as PNG.
 */
import { encodePng } from './png';

export const THEME_COLOR = '#0b4f8a';
const INK = '#1b1d21';
const WHITE = '#ffffff';

type Shape =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; r: number; fill: string }
  | { kind: 'circle'; cx: number; cy: number; r: number; fill: string };

/** Drawn on a 512 grid; everything but the background stays in the maskable safe circle (radius 204.8). */
const GRID = 512;
const MARK: Shape[] = [
  { kind: 'rect', x: 112, y: 176, w: 288, h: 160, r: 36, fill: WHITE },
  { kind: 'rect', x: 144, y: 208, w: 88, h: 56, r: 8, fill: THEME_COLOR },
  { kind: 'rect', x: 304, y: 208, w: 56, h: 104, r: 6, fill: THEME_COLOR },
  { kind: 'rect', x: 396, y: 308, w: 48, h: 14, r: 6, fill: WHITE },
  { kind: 'circle', cx: 232, cy: 344, r: 40, fill: INK },
  { kind: 'circle', cx: 232, cy: 344, r: 16, fill: WHITE },
];

/** 'any' icons have rounded corners; 'maskable' ones fill the square, the platform cuts the shape. */
export type IconVariant = 'any' | 'maskable';

function shapesOf(variant: IconVariant): Shape[] {
  return [{ kind: 'rect', x: 0, y: 0, w: GRID, h: GRID, r: variant === 'any' ? 96 : 0, fill: THEME_COLOR }, ...MARK];
}

export function appIconSvg(variant: IconVariant = 'any'): string {
  const body = shapesOf(variant).map((s) => (s.kind === 'rect'
    ? `<rect x="${s.x}" y="${s.y}" width="${s.w}" height="${s.h}" rx="${s.r}" fill="${s.fill}"/>`
    : `<circle cx="${s.cx}" cy="${s.cy}" r="${s.r}" fill="${s.fill}"/>`));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${GRID} ${GRID}" width="${GRID}" height="${GRID}">${body.join('')}</svg>`;
}

function inside(shape: Shape, x: number, y: number): boolean {
  if (shape.kind === 'circle') return (x - shape.cx) ** 2 + (y - shape.cy) ** 2 <= shape.r ** 2;
  if (x < shape.x || x > shape.x + shape.w || y < shape.y || y > shape.y + shape.h) return false;
  const nearestX = Math.min(Math.max(x, shape.x + shape.r), shape.x + shape.w - shape.r);
  const nearestY = Math.min(Math.max(y, shape.y + shape.r), shape.y + shape.h - shape.r);
  return (x - nearestX) ** 2 + (y - nearestY) ** 2 <= shape.r ** 2;
}

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/** RGBA pixels of the icon at `size`, 4×4 samples a pixel for smooth edges. */
export function rasteriseIcon(size: number, variant: IconVariant): Uint8Array {
  const shapes = shapesOf(variant).map((s) => ({ shape: s, color: rgb(s.fill) }));
  const pixels = new Uint8Array(size * size * 4);
  const SAMPLES = 4;
  const scale = GRID / size;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const x = (px + (sx + 0.5) / SAMPLES) * scale;
          const y = (py + (sy + 0.5) / SAMPLES) * scale;
          let top: number[] | null = null;
          for (const { shape, color } of shapes) if (inside(shape, x, y)) top = color;
          if (top) {
            sum[0] += top[0];
            sum[1] += top[1];
            sum[2] += top[2];
            sum[3] += 1;
          }
        }
      }
      const at = (py * size + px) * 4;
      const covered = sum[3];
      if (covered) {
        pixels[at] = Math.round(sum[0] / covered);
        pixels[at + 1] = Math.round(sum[1] / covered);
        pixels[at + 2] = Math.round(sum[2] / covered);
      }
      pixels[at + 3] = Math.round((255 * covered) / (SAMPLES * SAMPLES));
    }
  }
  return pixels;
}

/** The icon files the manifest and the page head name; anything else under /icons/ is a 404. */
export const ICON_FILES: Record<string, { type: 'image/svg+xml' } | { type: 'image/png'; size: number; variant: IconVariant }> = {
  'icon.svg': { type: 'image/svg+xml' },
  'icon-192.png': { type: 'image/png', size: 192, variant: 'any' },
  'icon-512.png': { type: 'image/png', size: 512, variant: 'any' },
  'icon-maskable-512.png': { type: 'image/png', size: 512, variant: 'maskable' },
  // Home-screen icons on iOS are shown as drawn, with their own rounding: the full-bleed drawing.
  'apple-touch-icon.png': { type: 'image/png', size: 180, variant: 'maskable' },
};

const drawn = new Map<string, Buffer>();

/** One icon file's bytes, drawn once per process. */
export function iconFile(name: string): { type: string; body: Buffer } | null {
  const file = Object.hasOwn(ICON_FILES, name) ? ICON_FILES[name] : undefined;
  if (!file) return null;
  if (!drawn.has(name)) {
    drawn.set(name, file.type === 'image/svg+xml' ? Buffer.from(appIconSvg('any')) : encodePng(file.size, file.size, rasteriseIcon(file.size, file.variant)));
  }
  return { type: file.type, body: drawn.get(name)! };
}
