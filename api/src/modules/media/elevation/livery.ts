/** Each brand's livery: body and cap colours, its graphic swoosh and how its word mark is set. One table, one place. */

/** The swoosh families; each brand draws one of them in its own colours. */
export type SwooshStyle = 'sweep' | 'peak' | 'blade' | 'wave' | 'ribbon' | 'arc' | 'ridge';
/** The emblem drawn beside a brand's word mark. */
export type EmblemShape = 'mountain' | 'shield' | 'bolt' | 'wave' | 'compass' | 'leaf' | 'diamond' | 'sun';

export interface Livery {
  /** Side wall (fibreglass) colour. */
  body: string;
  /** Front cap and lower skirt colour. */
  cap: string;
  /** The swoosh's main and second colours, and the thin trim line. */
  accent: string;
  accent2: string;
  trim: string;
  swoosh: SwooshStyle;
  emblem: EmblemShape;
  /** Word mark: italic or upright, and letter spacing in em. */
  italic: boolean;
  tracking: number;
  /** Wheel finish: polished aluminium or black. */
  wheels: 'silver' | 'black';
}

const L = (body: string, cap: string, accent: string, accent2: string, trim: string, swoosh: SwooshStyle, emblem: EmblemShape,
  italic: boolean, tracking: number, wheels: Livery['wheels'] = 'silver'): Livery =>
  ({ body, cap, accent, accent2, trim, swoosh, emblem, italic, tracking, wheels });

/** Brand slug -> livery. Colours are picked so neighbouring brands on a grid never look alike. */
export const LIVERIES: Readonly<Record<string, Livery>> = {
  alpine: L('#f3f2ee', '#2b2f36', '#1e3d6b', '#b89b5e', '#8a8f98', 'peak', 'mountain', false, 0.18),
  arcadia: L('#f4f1ea', '#5b4a3c', '#8c6a4a', '#c9b79c', '#4a3b2f', 'ridge', 'sun', true, 0.05),
  avalanche: L('#eef1f4', '#1f2a36', '#2f6fa7', '#9cc6e8', '#1f2a36', 'peak', 'mountain', true, 0.08),
  bullet: L('#f5f5f5', '#3d3f42', '#c8102e', '#2d2d2d', '#9a9a9a', 'ribbon', 'bolt', true, 0.02),
  carbon: L('#3a3d42', '#1c1d20', '#d7262b', '#8d9196', '#f2f2f2', 'blade', 'diamond', true, 0.12, 'black'),
  coleman: L('#f6f6f2', '#2f5d3a', '#3e7c4a', '#e0a526', '#2f5d3a', 'arc', 'leaf', false, 0.04),
  cougar: L('#f1efe9', '#2e2a27', '#a0522d', '#3b3633', '#6d6660', 'sweep', 'shield', true, 0.1),
  fuzion: L('#2d3035', '#16181b', '#f28c18', '#c9ccd1', '#f28c18', 'blade', 'bolt', true, 0.14, 'black'),
  hideout: L('#f7f5ef', '#3f6b73', '#4f8a93', '#e2b65a', '#3f6b73', 'arc', 'compass', false, 0.06),
  impact: L('#e9ebee', '#202428', '#0d8e7d', '#202428', '#0d8e7d', 'blade', 'diamond', true, 0.1, 'black'),
  montana: L('#ece6da', '#4a1f24', '#7a2430', '#b8975a', '#4a1f24', 'ridge', 'mountain', false, 0.22),
  outback: L('#f2eee6', '#5a4632', '#c26b2c', '#6b8e4e', '#5a4632', 'sweep', 'sun', false, 0.08),
  passport: L('#f4f6f7', '#27465e', '#2a7ab0', '#9bd0e6', '#27465e', 'wave', 'compass', true, 0.05),
  premier: L('#f3f3f1', '#2b2b2e', '#6b2d5c', '#b58db0', '#2b2b2e', 'ribbon', 'diamond', false, 0.2),
  raptor: L('#26282b', '#0f1012', '#b5121b', '#e6e6e6', '#b5121b', 'blade', 'shield', true, 0.16, 'black'),
  reign: L('#f0f0ee', '#2a2a2a', '#1b1b1b', '#c7a13a', '#c7a13a', 'sweep', 'shield', false, 0.24),
  residence: L('#efe9de', '#6e5e4e', '#8d7a63', '#4e6a57', '#6e5e4e', 'ridge', 'leaf', false, 0.12),
  retreat: L('#f1ede4', '#3b4a5a', '#5f7f99', '#d0b089', '#3b4a5a', 'wave', 'sun', false, 0.1),
  springdale: L('#f6f6f3', '#1d5c7a', '#2c8fb8', '#7cc04b', '#1d5c7a', 'wave', 'wave', true, 0.04),
  sprinter: L('#f3f4f5', '#303840', '#4d5d6c', '#d9534f', '#303840', 'ribbon', 'bolt', true, 0.12),
  sprout: L('#fbfaf5', '#6a8f3a', '#8fbf4a', '#f2c14e', '#6a8f3a', 'arc', 'leaf', false, 0.02),
};

/** The company's own livery, for its mark and for scenes that name no brand. */
export const COMPANY_LIVERY: Livery = L('#f4f4f2', '#1f2f45', '#24476f', '#c28b2c', '#1f2f45', 'sweep', 'compass', false, 0.16);

/** A brand's livery; an unknown slug gets the company's. */
export function liveryFor(brandSlug: string): Livery {
  return LIVERIES[brandSlug] ?? COMPANY_LIVERY;
}
