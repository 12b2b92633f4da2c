import { cachedRead, fetchAllByType, fetchByType, type ContentDocument, type OrSupportArticleData } from '@rv/shared-lib';
import { articleTags, SUPPORT_GRID_PAGE_SIZE, type ArticlePage as PageOf } from '@rv/shared-lib/owners';

export type SupportArticle = ContentDocument<OrSupportArticleData>;
export type ArticlePage = PageOf<SupportArticle>;

/** One grid page (16) of support articles tagged with `tag` (a category or sub-category uid), or of all. */
export async function fetchArticlePage(tag: string | null, page: number): Promise<ArticlePage> {
  const result = await fetchByType<OrSupportArticleData>('or_support_article', page, SUPPORT_GRID_PAGE_SIZE, { tags: tag ? [tag] : [] });
  return { results: result.results, total_pages: result.total_pages };
}

/**
 * A brand's library: its own articles first, then the rest of the library, so every owner finds the general help too.
 * The library is read once per page; each Load More pages the list in hand.
 */
export async function fetchBrandLibrary(brandUid: string): Promise<SupportArticle[]> {
  const all = await cachedRead('support-library', () => fetchAllByType<OrSupportArticleData>('or_support_article'));
  const mine = (a: SupportArticle) => articleTags(a.data, 'or_support_brand').some((t) => t.uid === brandUid);
  return [...all.filter(mine), ...all.filter((a) => !mine(a))];
}

/** Pages a list already in hand the way the API pages (16 a page). */
export function pageOfList(list: readonly SupportArticle[], page: number): ArticlePage {
  const start = (page - 1) * SUPPORT_GRID_PAGE_SIZE;
  return { results: list.slice(start, start + SUPPORT_GRID_PAGE_SIZE), total_pages: Math.ceil(list.length / SUPPORT_GRID_PAGE_SIZE) };
}
