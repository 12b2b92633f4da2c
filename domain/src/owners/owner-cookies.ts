/** Owner-support cookies of consumer spec (entities and fields) "Cookies" and the spec's constants and limits: recently viewed articles and the selected brand. */

export const RECENT_ARTICLES_COOKIE = 'recently-viewed-articles';
/** Spec (constants and limits): at most 4 recently viewed articles, kept one year. */
export const RECENT_ARTICLES_MAX = 4;
export const RECENT_ARTICLES_MAX_AGE_S = 365 * 24 * 60 * 60;
export const SELECTED_BRAND_COOKIE = 'selected-brand';
/** Spec (constants and limits): the selected-brand cookie lives 31536000 s (one year). */
export const SELECTED_BRAND_MAX_AGE_S = 31536000;

/** Recently viewed article of spec (entities and fields): uid, title, heroImage, hasVideo. */
export interface RecentArticle {
  uid: string;
  title: string;
  heroImage: string | null;
  hasVideo: boolean;
}

const isRecent = (a: unknown): a is RecentArticle => {
  const r = a as Partial<RecentArticle> | null;
  return Boolean(r && typeof r.uid === 'string' && r.uid && typeof r.title === 'string' && r.title);
};

/** The list in the cookie's (decoded) value; anything unreadable is an empty list, never an error. */
export function parseRecentArticles(value: string | null | undefined): RecentArticle[] {
  if (!value) return [];
  try {
    const list = JSON.parse(value) as unknown;
    if (!Array.isArray(list)) return [];
    return list.filter(isRecent).slice(0, RECENT_ARTICLES_MAX)
      .map((a) => ({ uid: a.uid, title: a.title, heroImage: typeof a.heroImage === 'string' ? a.heroImage : null, hasVideo: a.hasVideo === true }));
  } catch {
    return [];
  }
}

/** The list after reading `article`: it moves to the front, appears once, and only the newest 4 stay. */
export function addRecentArticle(list: readonly RecentArticle[], article: RecentArticle): RecentArticle[] {
  return [article, ...list.filter((a) => a.uid !== article.uid)].slice(0, RECENT_ARTICLES_MAX);
}

/** The articles to list on an article page: the recent ones other than the one being read. */
export function recentArticlesExcept(list: readonly RecentArticle[], uid: string | null): RecentArticle[] {
  return list.filter((a) => a.uid !== uid);
}

/** What to write for the selected brand: a slug for a year, or a removal (max age 0) when cleared. */
export function selectedBrandCookie(brandSlug: string | null | undefined): { name: string; value: string; maxAgeSeconds: number } {
  const slug = brandSlug?.trim() ?? '';
  return { name: SELECTED_BRAND_COOKIE, value: slug, maxAgeSeconds: slug ? SELECTED_BRAND_MAX_AGE_S : 0 };
}

/** A selected brand read back from the cookie: only a slug-shaped value counts. */
export function parseSelectedBrand(value: string | null | undefined): string | null {
  const slug = value?.trim() ?? '';
  return /^[a-z0-9-]{1,60}$/.test(slug) ? slug : null;
}
