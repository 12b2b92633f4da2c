/**
 * The CSS-module key of a content value: css-loader exports class names in camelCase only
 * ("Middle Left" -> `middleLeft`, "neutral-50" -> `neutral50`).
 */
export function cssKey(...parts: string[]): string {
  const words = parts.join(' ').split(/[\s-]+/).filter(Boolean).map((w) => w.toLowerCase());
  return words.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join('');
}
