import type { Livery, SwooshStyle } from './livery';

/**
 * A swoosh as path commands in wall units: u runs 0 (front) to 1 (rear), v runs 0 (bottom of the wall) to 1
 * (roof line). The drawing maps them onto a side, so one shape serves both sides and every length.
 */
export type WallCommand = ['M' | 'L', number, number] | ['C', number, number, number, number, number, number] | ['Z'];
export interface SwooshLayer { colour: keyof Pick<Livery, 'accent' | 'accent2' | 'trim'>; path: WallCommand[] }

const band = (points: Array<[number, number]>, back: Array<[number, number]>): WallCommand[] => [
  ['M', ...points[0]], ...points.slice(1).map((p): WallCommand => ['L', ...p]), ...back.map((p): WallCommand => ['L', ...p]), ['Z'],
];

/** The layers of each swoosh family, back to front. */
export const SWOOSHES: Record<SwooshStyle, SwooshLayer[]> = {
  sweep: [
    { colour: 'accent', path: [['M', 0, 0.05], ['C', 0.35, 0.1, 0.65, 0.55, 1, 0.62], ['L', 1, 0], ['L', 0, 0], ['Z']] },
    { colour: 'accent2', path: [['M', 0.1, 0], ['C', 0.45, 0.08, 0.7, 0.4, 1, 0.46], ['L', 1, 0.36], ['C', 0.72, 0.3, 0.5, 0.05, 0.22, 0], ['Z']] },
    { colour: 'trim', path: [['M', 0, 0.1], ['C', 0.35, 0.15, 0.65, 0.6, 1, 0.67], ['L', 1, 0.64], ['C', 0.65, 0.57, 0.35, 0.12, 0, 0.07], ['Z']] },
  ],
  peak: [
    { colour: 'accent', path: band([[0, 0.18], [0.12, 0.32], [0.22, 0.2], [0.38, 0.48], [0.5, 0.26], [0.62, 0.4], [0.74, 0.22], [0.86, 0.52], [1, 0.3]], [[1, 0], [0, 0]]) },
    { colour: 'accent2', path: band([[0.3, 0.14], [0.38, 0.3], [0.46, 0.16], [0.8, 0.18], [0.86, 0.36], [0.93, 0.2]], [[0.93, 0.16], [0.3, 0.12]]) },
  ],
  blade: [
    { colour: 'accent2', path: [['M', 0.02, 0], ['L', 0.3, 0.72], ['L', 0.36, 0.72], ['L', 0.12, 0], ['Z']] },
    { colour: 'accent', path: [['M', 0, 0.22], ['L', 0.55, 0.22], ['L', 0.7, 0.58], ['L', 1, 0.58], ['L', 1, 0], ['L', 0, 0], ['Z']] },
    { colour: 'trim', path: [['M', 0.56, 0.26], ['L', 0.71, 0.62], ['L', 1, 0.62], ['L', 1, 0.66], ['L', 0.69, 0.66], ['L', 0.54, 0.26], ['Z']] },
  ],
  wave: [
    { colour: 'accent2', path: [['M', 0, 0.3], ['C', 0.2, 0.5, 0.35, 0.05, 0.55, 0.3], ['C', 0.75, 0.55, 0.85, 0.2, 1, 0.4], ['L', 1, 0], ['L', 0, 0], ['Z']] },
    { colour: 'accent', path: [['M', 0, 0.2], ['C', 0.2, 0.38, 0.35, 0.0, 0.55, 0.2], ['C', 0.75, 0.42, 0.85, 0.1, 1, 0.28], ['L', 1, 0], ['L', 0, 0], ['Z']] },
  ],
  ribbon: [
    { colour: 'accent', path: [['M', 0, 0.34], ['C', 0.4, 0.34, 0.6, 0.5, 1, 0.5], ['L', 1, 0.44], ['C', 0.6, 0.44, 0.4, 0.28, 0, 0.28], ['Z']] },
    { colour: 'accent2', path: [['M', 0, 0.24], ['C', 0.4, 0.24, 0.6, 0.38, 1, 0.38], ['L', 1, 0.35], ['C', 0.6, 0.35, 0.4, 0.21, 0, 0.21], ['Z']] },
  ],
  arc: [
    { colour: 'accent', path: [['M', 0, 0.6], ['C', 0.25, 0.15, 0.7, 0.05, 1, 0.18], ['L', 1, 0], ['L', 0, 0], ['Z']] },
    { colour: 'accent2', path: [['M', 0, 0.7], ['C', 0.25, 0.25, 0.7, 0.15, 1, 0.26], ['L', 1, 0.21], ['C', 0.7, 0.1, 0.25, 0.2, 0, 0.64], ['Z']] },
  ],
  ridge: [
    { colour: 'accent', path: band([[0, 0.12], [0.6, 0.12], [0.75, 0.3], [1, 0.3]], [[1, 0], [0, 0]]) },
    { colour: 'accent2', path: band([[0, 0.17], [0.58, 0.17], [0.73, 0.35], [1, 0.35]], [[1, 0.32], [0.74, 0.32], [0.59, 0.14], [0, 0.14]]) },
    { colour: 'trim', path: band([[0, 0.21], [0.57, 0.21], [0.72, 0.39], [1, 0.39]], [[1, 0.375], [0.725, 0.375], [0.575, 0.195], [0, 0.195]]) },
  ],
};

/** A swoosh path in drawing coordinates, mapped by `at(u, v)` -> "x y". */
export function swooshPath(path: WallCommand[], at: (u: number, v: number) => string): string {
  return path.map((c) => {
    if (c[0] === 'Z') return 'Z';
    if (c[0] === 'C') return `C${at(c[1], c[2])} ${at(c[3], c[4])} ${at(c[5], c[6])}`;
    return `${c[0]}${at(c[1], c[2])}`;
  }).join('');
}
