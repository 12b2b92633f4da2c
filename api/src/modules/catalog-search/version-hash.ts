/** FNV-1a of `text` in base 36: a short version for an image address, so changed content gets a new address. */
export function versionHash(text: string): string {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return (h >>> 0).toString(36);
}
