import type { ImageField, RecentlyViewedArticlesSlice } from '@rv/shared-lib';
import { BlockSection } from './components/block-section.component';
import { Card } from './components/card.component';
import grid from './components/grid.module.css';

/** The cookie the owners remote writes as articles are read (spec §3, §9: at most 4, one year). */
export const RECENT_ARTICLES_COOKIE = 'recently-viewed-articles';
export const RECENT_ARTICLES_MAX = 4;

/** Recently viewed article of spec §3. */
export interface RecentArticle { uid: string; title: string; heroImage?: string | ImageField | null; hasVideo?: boolean }

/** The recently viewed articles in the cookie (a JSON list); anything unreadable is none. */
export function readRecentArticles(cookie: string = typeof document === 'undefined' ? '' : document.cookie): RecentArticle[] {
  const raw = cookie.split('; ').find((c) => c.startsWith(`${RECENT_ARTICLES_COOKIE}=`))?.slice(RECENT_ARTICLES_COOKIE.length + 1);
  if (!raw) return [];
  try {
    const list = JSON.parse(decodeURIComponent(raw)) as unknown;
    if (!Array.isArray(list)) return [];
    return list.filter((a): a is RecentArticle => Boolean(a && typeof a.uid === 'string' && a.uid && typeof a.title === 'string' && a.title)).slice(0, RECENT_ARTICLES_MAX);
  } catch {
    return [];
  }
}

const imageOf = (hero: RecentArticle['heroImage']): ImageField | null =>
  typeof hero === 'string' ? { url: hero, alt: '' } : (hero?.url ? hero : null);

/** Recently viewed articles: read from the cookie, not shown when there are none. */
export function RecentlyViewedArticles({ slice }: { slice: RecentlyViewedArticlesSlice }) {
  const articles = readRecentArticles();
  if (articles.length === 0) return null;
  return (
    <BlockSection title={slice.primary.title} label="Recently viewed">
      <ul className={`${grid.grid} ${grid.cols4}`}>
        {articles.map((a) => (
          <li key={a.uid}>
            <Card title={a.title} link={{ link_type: 'Document', type: 'or_support_article', uid: a.uid, isBroken: false }} image={imageOf(a.heroImage)} eyebrow={a.hasVideo ? 'Video' : undefined} />
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
