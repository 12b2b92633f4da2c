import { n } from '../elevation/svg-util';

/** The settings a scene is drawn in; seasons come with them (autumn forest, winter snow, spring meadow). */
export type SceneSetting = 'lake' | 'desert' | 'forest' | 'snow' | 'coast' | 'night' | 'meadow';
export const SCENE_SETTINGS: readonly SceneSetting[] = ['lake', 'desert', 'forest', 'snow', 'coast', 'night', 'meadow'];

/** Words in a scene's name that ask for a setting ("sunset" is the desert's evening, "winter" the snow). */
export const SETTING_WORDS: Record<string, SceneSetting> = {
  lake: 'lake', desert: 'desert', sunset: 'desert', forest: 'forest', autumn: 'forest', snow: 'snow', winter: 'snow',
  coast: 'coast', beach: 'coast', night: 'night', campfire: 'night', spring: 'meadow', meadow: 'meadow', seasonal: 'snow',
};

interface Palette { skyTop: string; skyLow: string; sun: string; far: string; mid: string; ground: string; groundLow: string }
export const PALETTES: Record<SceneSetting, Palette> = {
  lake: { skyTop: '#6fa8dc', skyLow: '#d9ecf7', sun: '#fff6d5', far: '#7d93a8', mid: '#3f6b4f', ground: '#6e9a4f', groundLow: '#557d3c' },
  desert: { skyTop: '#f29b63', skyLow: '#fde2b8', sun: '#fff1c1', far: '#c0643c', mid: '#a7502f', ground: '#e0b27a', groundLow: '#c99660' },
  forest: { skyTop: '#8fb6d6', skyLow: '#f1e4cc', sun: '#fff3d0', far: '#8c8a6e', mid: '#b5532a', ground: '#8a7a45', groundLow: '#6e5f33' },
  snow: { skyTop: '#a9c6e0', skyLow: '#eef4fa', sun: '#ffffff', far: '#c9d6e3', mid: '#2f4a3c', ground: '#f4f7fa', groundLow: '#dbe4ee' },
  coast: { skyTop: '#4aa3df', skyLow: '#d4f0fb', sun: '#fffbe0', far: '#2f86b7', mid: '#e8d3a2', ground: '#ecd9ab', groundLow: '#dcc38c' },
  night: { skyTop: '#0c1530', skyLow: '#2b3a66', sun: '#f4f1de', far: '#1d2747', mid: '#141c33', ground: '#1f2b25', groundLow: '#17211c' },
  meadow: { skyTop: '#7cc0e8', skyLow: '#e6f5fb', sun: '#fffbe6', far: '#8fb3a0', mid: '#5c9a4a', ground: '#8cc063', groundLow: '#71a64a' },
};

/** A row of pines along `y`, tops coloured `colour`, snow-capped when asked; placed by the seed `h`. */
export function pines(W: number, y: number, h: number, colour: string, size: number, snow = false): string {
  const trees: string[] = [];
  for (let i = 0; i < 14; i += 1) {
    const x = ((h >> (i % 16)) % 97) / 97 * W * 0.07 + (i * W) / 13.5 - W * 0.03;
    const s = size * (0.7 + (((h >> i) & 7) / 7) * 0.5);
    trees.push(`<path d="M${n(x)} ${n(y - s)} L${n(x + s * 0.32)} ${n(y)} L${n(x - s * 0.32)} ${n(y)}Z" fill="${colour}"/>`);
    if (snow) trees.push(`<path d="M${n(x)} ${n(y - s)} L${n(x + s * 0.12)} ${n(y - s * 0.62)} L${n(x - s * 0.12)} ${n(y - s * 0.62)}Z" fill="#fff"/>`);
  }
  return trees.join('');
}

/** A ridge of mountains (or mesas, flat-topped) across the width, from the seed `h`. */
export function ridge(W: number, base: number, height: number, colour: string, h: number, flat = false): string {
  const points: string[] = [`M0 ${n(base)}`];
  for (let i = 0; i <= 8; i += 1) {
    const x = (i * W) / 8;
    const peak = base - height * (0.45 + (((h >> (i * 3)) & 7) / 7) * 0.55);
    points.push(flat ? `L${n(x - W / 40)} ${n(peak)} L${n(x + W / 40)} ${n(peak)} L${n(x + W / 16)} ${n(base - height * 0.2)}` : `L${n(x)} ${n(peak)} L${n(x + W / 16)} ${n(base - height * 0.25)}`);
  }
  return `<path d="${points.join(' ')} L${W} ${n(base)} V${n(base + 4)} H0Z" fill="${colour}"/>`;
}
