import { fetchByType, type BlogDetailData, type ContentPage } from '@rv/shared-lib';
import { compareText } from '@rv/domain/locale';

/** Spec (constants and limits): cards per page 12. */
export const BLOG_PAGE_SIZE = 12;

/** One page of articles, newest first, optionally only those with `tag`. */
export function fetchBlogPage(tag: string | null, page: number): Promise<ContentPage<BlogDetailData>> {
  return fetchByType<BlogDetailData>('blog_detail', page, BLOG_PAGE_SIZE, { tags: tag ? [tag] : [] });
}

/** Every tag used by an article, most used first (the API's maximum page holds the whole blog). */
export async function fetchBlogTags(): Promise<string[]> {
  const all = await fetchByType<Pick<BlogDetailData, 'title'>>('blog_detail', 1, 100, { fields: ['title'] });
  const counts = new Map<string, number>();
  for (const doc of all.results) for (const tag of doc.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || compareText(a[0], b[0])).map(([tag]) => tag);
}

/** "camping-tips" -> "Camping Tips". */
export const tagLabel = (tag: string) => tag.split('-').map((w) => (w === 'rv' ? 'RV' : w.charAt(0).toUpperCase() + w.slice(1))).join(' ');

/** A page number from the query: only numeric and above 0 (spec: validation rules), otherwise 1. */
export function pageFromQuery(value: string | null): number {
  const n = Number(value);
  return value && /^\d+$/.test(value) && n > 0 ? n : 1;
}

/** The list URL for a tag and page; page 1 and no tag leave their parameter out. */
export function blogListHref(base: string, tag: string | null, page = 1): string {
  const params = new URLSearchParams();
  if (tag) params.set('tag', tag);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}
