import { mix, noise, tone, type Rgb } from './colour';

export type Vec = [number, number, number];
/** The colour of a surface at a point, given the axis its face looks along. */
export type Paint = (p: Vec, axis: 0 | 1 | 2) => Rgb;
/** An axis-aligned solid (inches): x from the front of the living space, y from the road side, z from the floor. */
export interface Box { min: Vec; max: Vec; paint: Paint }
/** A window on a wall: where it sits (a thin box across the wall face). */
export interface Pane { min: Vec; max: Vec }

export const box = (min: Vec, max: Vec, paint: Paint | Rgb): Box => ({ min, max, paint: typeof paint === 'function' ? paint : () => paint });

const SKY: Rgb = [156, 195, 222];
const HORIZON: Rgb = [214, 228, 236];
const HILLS: Rgb = [122, 156, 104];

/** A wall in `wall` colour with its windows: glass showing sky over hills, a frame and a half-drawn day/night shade. */
export function wallPaint(wall: Rgb, frame: Rgb, panes: Pane[]): Paint {
  return (p, axis) => {
    for (const pane of panes) {
      const inside = p[0] >= pane.min[0] && p[0] <= pane.max[0] && p[1] >= pane.min[1] && p[1] <= pane.max[1] && p[2] >= pane.min[2] && p[2] <= pane.max[2];
      if (!inside) continue;
      const along = axis === 0 ? 1 : 0;
      const edge = Math.min(p[along] - pane.min[along], pane.max[along] - p[along], p[2] - pane.min[2], pane.max[2] - p[2]);
      if (edge < 1.6) return frame;
      const t = (p[2] - pane.min[2]) / (pane.max[2] - pane.min[2]);
      if (t > 0.8) return tone(wall, -0.08 - (Math.floor(p[2] * 1.5) % 2) * 0.04);
      if (t < 0.3 + 0.06 * Math.sin(p[along] / 9)) return mix(HILLS, HORIZON, t);
      return mix(HORIZON, SKY, (t - 0.3) / 0.5);
    }
    return wall;
  };
}

/** Plank flooring: 5 in boards along the trailer, staggered joints, each board a slightly different tone. */
export function plankPaint(wood: Rgb): Paint {
  const base = tone(wood, 0.2);
  return (p) => {
    const board = Math.floor(p[1] / 5);
    const offset = noise(board, 7) * 48;
    const piece = Math.floor((p[0] + offset) / 48);
    if (p[1] - board * 5 < 0.25 || (p[0] + offset) - piece * 48 < 0.3) return tone(base, -0.35);
    return tone(base, (noise(board, piece) - 0.5) * 0.16);
  };
}

/** The ceiling: a light tone of the wall with round lights down the middle every four feet. */
export function ceilingPaint(wall: Rgb, width: number): Paint {
  const ceiling = tone(wall, 0.35);
  return (p) => {
    const dx = ((p[0] + 24) % 48) - 24;
    const dy = p[1] - width / 2;
    const r = Math.hypot(dx, dy);
    if (r < 4.5) return [255, 248, 220];
    if (r < 5.5) return tone(wall, -0.2);
    return ceiling;
  };
}

/** Cabinet doors: wood with a grain, a recessed panel line and accent pulls; `door` wide doors along `along`. */
export function cabinetPaint(wood: Rgb, accent: Rgb, along: 0 | 1, door = 18): Paint {
  return (p, axis) => {
    if (axis === 2) return tone(wood, -0.05);
    const u = ((p[along] % door) + door) % door;
    const grain = Math.sin(p[2] * 1.7 + Math.sin(p[along] * 0.3) * 2) * 0.04;
    if (u < 0.5) return tone(wood, -0.4);
    if (u > door - 3 && u < door - 2 && Math.abs(((p[2] % 16) + 16) % 16 - 8) < 3) return accent;
    return tone(wood, grain);
  };
}

/** Upholstery: the fabric with a soft weave. */
export const fabricPaint = (fabric: Rgb): Paint => (p) => tone(fabric, ((Math.floor(p[0]) + Math.floor(p[1]) + Math.floor(p[2])) % 2) * -0.03);
