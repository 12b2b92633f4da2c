/**
 * What a content document gives the site-search index beyond its title and text: its headings,
 * a meta description and a featured image, found where the seed and the importer put them.
 */
const HEADING_NODE = /^heading[1-6]$/;
const HEADING_KEYS = new Set(['title', 'heading', 'question', 'eyebrow']);

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

/** A document's description and image: one rule for the page's head, its search card and the browser. */
export { documentDescription, documentImage } from '@rv/shared-lib/server';

/** Rich-text blocks (shared-lib RichTextBlock): the prose of an article, in reading order. */
const RICH_TEXT_BLOCK = /^(paragraph|heading[1-6]|list-item|o-list-item|caution|note|preformatted)$/;
/** Plain-string fields that hold a page's own prose (summaries, steps, answers, quotes, captions). */
const PROSE_KEYS = new Set(['description', 'summary', 'intro', 'text', 'question', 'answer', 'quote', 'caption', 'copy', 'subtitle']);
/**
 * Blocks that are page chrome, not the page's own text: lists of links to other pages, calls to
 * action and sliders of other articles' cards ("More help", "Find a dealer", "Keep reading").
 */
const CHROME_SLICES = new Set([
  'link_section', 'call_to_action', 'app_callout', 'explore_brands', 'brand_grid', 'brand_callout', 'categories_grid',
  'related_story', 'recently_viewed_articles', 'support_articles_grid', 'support_articles_slider', 'solution_card_slider',
  'bento_article_grid', 'video_card_slider', 'tabbed_slider', 'callout_group', 'container_callouts',
]);
/** Fields that never hold prose: links, images, tags and navigation of the page. */
const NON_PROSE_KEYS = new Set(['tags_group', 'tags', 'brands', 'brand_types', 'brochures', 'featured', 'author']);

/**
 * Fields in the order a reader meets them. A stored document (jsonb) keeps its keys sorted by length,
 * not as written: an answer would come before its question and a block's items before its intro.
 */
const READING_ORDER = ['eyebrow', 'title', 'heading', 'question', 'subtitle', 'summary', 'description', 'intro', 'primary', 'text', 'copy', 'answer', 'steps', 'items', 'body'];
const rank = (key: string) => (READING_ORDER.includes(key) ? READING_ORDER.indexOf(key) : READING_ORDER.length);
const readingOrder = (node: Record<string, unknown>) => Object.entries(node).sort(([a], [b]) => rank(a) - rank(b));

/** Tags the search engine uses to mark matches; stripped from indexed text so only its own marks reach the UI. */
const MARK_TAG = /<\/?mark\b[^>]*>/gi;

/**
 * The page's own text for the full-text body and its result excerpt: rich text and prose fields
 * in reading order, each passage once, without link lists, calls to action, image alt text or tags.
 * The title and meta description are indexed on their own (and weighted higher).
 */
export function documentOwnText(data: Record<string, unknown>): string {
  const parts: string[] = [];
  const seen = new Set<string>();
  const add = (value: string) => {
    const clean = value.replace(MARK_TAG, '').replace(/\s+/g, ' ').trim();
    if (clean && !seen.has(clean.toLowerCase())) {
      seen.add(clean.toLowerCase());
      // A heading or step ends its sentence, so an excerpt does not run it into the next passage.
      parts.push(/[.!?:;…]$/.test(clean) ? clean : `${clean}.`);
    }
  };
  const walk = (value: unknown, key: string | null): void => {
    if (typeof value === 'string') {
      if (key && PROSE_KEYS.has(key)) add(value);
      return;
    }
    if (Array.isArray(value)) return value.forEach((item) => walk(item, key));
    if (!value || typeof value !== 'object') return;
    const node = value as Record<string, unknown>;
    if (typeof node.link_type === 'string' || typeof node.url === 'string') return;
    if (typeof node.slice_type === 'string' && CHROME_SLICES.has(node.slice_type)) return;
    if (typeof node.type === 'string' && RICH_TEXT_BLOCK.test(node.type) && typeof node.text === 'string') return add(node.text);
    for (const [inner, child] of readingOrder(node)) if (!NON_PROSE_KEYS.has(inner)) walk(child, inner);
  };
  walk(data, null);
  return parts.join(' ');
}
