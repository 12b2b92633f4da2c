/** Colours as linear-ish RGB triples (0-255) for the per-pixel panorama. */
export type Rgb = [number, number, number];

export const rgb = (hex: string): Rgb => {
  const value = parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

/** Towards black (amount < 0) or white (amount > 0), like the SVG drawings' `shade`. */
export function tone([r, g, b]: Rgb, amount: number): Rgb {
  const target = amount < 0 ? 0 : 255;
  const t = Math.abs(amount);
  return [r * (1 - t) + target * t, g * (1 - t) + target * t, b * (1 - t) + target * t];
}

export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];

/** A small stable hash of two integers in [0, 1), for plank and grain variation without randomness. */
export function noise(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 15), 0x27d4eb2f);
  return ((h ^ (h >>> 13)) >>> 0) / 4294967296;
}
