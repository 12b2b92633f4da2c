/** Small helpers shared by the elevation drawings: number formatting, escaping and a stable hash. */

/** A coordinate with at most one decimal, so the same input always gives the same bytes. */
export const n = (value: number): string => String(Math.round(value * 10) / 10);

export const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function hashOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** Mixes a #rrggbb colour towards black (amount < 0) or white (amount > 0). */
export function shade(hex: string, amount: number): string {
  const value = parseInt(hex.slice(1), 16);
  const target = amount < 0 ? 0 : 255;
  const t = Math.abs(amount);
  const channel = (shift: number) => Math.round(((value >> shift) & 255) * (1 - t) + target * t);
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

/** An inclusive span along the trailer (inches from the front of the body). */
export interface Span { from: number; to: number }
export const overlaps = (a: Span, b: Span, margin = 0) => a.from < b.to + margin && b.from < a.to + margin;
