/**
 * The description and image of a content document's page, found where the seed and the importer put
 * them: the server's HTML, the site-search index and the browser's client navigation use these rules.
 */
const IMAGE_KEYS = ['featured_image', 'card_image', 'hero_image', 'meta_image', 'banner_image', 'rv_image', 'image', 'logo', 'icon'];

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
