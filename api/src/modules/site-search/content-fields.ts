/**
 * What a content document gives the site-search index beyond its title and text: its headings,
 * a meta description and a featured image, found where the seed and the importer put them.
 */
const HEADING_NODE = /^heading[1-6]$/;
const HEADING_KEYS = new Set(['title', 'heading', 'question', 'eyebrow']);
const IMAGE_KEYS = ['featured_image', 'card_image', 'hero_image', 'meta_image', 'banner_image', 'rv_image', 'image', 'logo', 'icon'];

/** Headings of rich text (heading1-6 nodes) and the titles of slices and items, in document order. */
export function documentHeadings(data: Record<string, unknown>): string[] {
  const found: string[] = [];
  const walk = (value: unknown, key: string | null, depth: number): void => {
    if (Array.isArray(value)) return value.forEach((item) => walk(item, key, depth));
    if (!value || typeof value !== 'object') {
      if (depth > 0 && key && HEADING_KEYS.has(key) && typeof value === 'string' && value.trim()) found.push(value.trim());
      return;
    }
    const node = value as Record<string, unknown>;
    if (typeof node.type === 'string' && HEADING_NODE.test(node.type) && typeof node.text === 'string') found.push(node.text.trim());
    for (const [inner, child] of Object.entries(node)) walk(child, inner, depth + 1);
  };
  // The document's own title is not a heading; depth 0 skips it.
  walk(data, null, 0);
  return [...new Set(found)].slice(0, 40);
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** meta_description, else a summary, else a subtitle or tagline: what a result card shows under its title. */
export function documentDescription(data: Record<string, unknown>): string {
  for (const key of ['meta_description', 'summary', 'description', 'subtitle', 'tagline', 'intro']) {
    if (text(data[key])) return text(data[key]);
  }
  return '';
}

/** The first image URL among the fields a page's card uses; null when it has none (the UI shows a placeholder). */
export function documentImage(data: Record<string, unknown>): string | null {
  for (const key of IMAGE_KEYS) {
    const image = data[key] as { url?: unknown } | undefined;
    if (image && typeof image === 'object' && typeof image.url === 'string' && image.url) return image.url;
  }
  return null;
}
