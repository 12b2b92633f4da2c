/**
 * What a document contributes to its full-text vector: the title (weight A) and every other
 * human-readable string (weight B). Keys that hold machinery (links, ids, enums, URLs) are skipped
 * so a search for "document" or "primary" does not match every page.
 */
const SKIPPED_KEYS = new Set([
  'link_type', 'type', 'uid', 'id', 'url', 'slice_type', 'variation', 'target', 'lang', 'isBroken',
  'copy_position', 'copy_color', 'theme', 'button_theme', 'button_size', 'background_color', 'box_position',
  'image_position', 'alignment', 'orientation', 'modal_size', 'color', 'youtube_video_id', 'video_url', 'embed_url',
  'public_url', 'dimensions', 'northpass_id', 'type_icon_name', 'aspect_ratio', 'kind', 'platform',
]);

const looksLikeMachinery = (text: string) => /^(\/|https?:\/\/|#)/.test(text) || /^\d{4}-\d{2}-\d{2}/.test(text);

/** Every human-readable string of a value, depth first, joined by spaces. */
export function documentText(data: unknown): string {
  const parts: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.trim() && !looksLikeMachinery(value)) parts.push(value);
    } else if (Array.isArray(value)) {
      value.forEach(walk);
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) if (!SKIPPED_KEYS.has(key)) walk(inner);
    }
  };
  walk(data);
  return parts.join(' ');
}

/** The document's own name: title, else label, else name. */
export function documentTitle(data: Record<string, unknown>): string {
  for (const key of ['title', 'label', 'name', 'internalTitle']) {
    if (typeof data[key] === 'string') return data[key] as string;
  }
  return '';
}

/** Postgres caps a tsvector at 1 MB; long bodies are cut well below it. */
export const MAX_SEARCH_TEXT = 200_000;
