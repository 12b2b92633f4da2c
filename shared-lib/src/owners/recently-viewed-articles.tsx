import { useState, type ReactNode } from 'react';
import { readCookie } from '@rv/shared-lib';
import { parseRecentArticles, RECENT_ARTICLES_COOKIE, recentArticlesExcept, type RecentArticle } from '@rv/domain/owners';

/** The recently viewed articles in the cookie, newest first (at most 4). */
export function readRecentArticles(cookieHeader?: string): RecentArticle[] {
  return parseRecentArticles(readCookie(RECENT_ARTICLES_COOKIE, cookieHeader));
}

export interface RecentlyViewedArticlesProps {
  /** The open article, left out of the list. */
  exceptUid?: string | null;
  renderCard(article: RecentArticle): ReactNode;
  /** The remote's own section and heading around the list. */
  frame(children: ReactNode): ReactNode;
  listClassName?: string;
}

/**
 * Recently viewed articles of spec (entities and fields), read from the cookie as it was when the page opened (an article
 * page records itself after reading the list, so it shows the ones read before it); nothing when none.
 */
export function RecentlyViewedArticles({ exceptUid = null, renderCard, frame, listClassName }: RecentlyViewedArticlesProps) {
  const [list] = useState(() => readRecentArticles());
  const articles = recentArticlesExcept(list, exceptUid);
  if (articles.length === 0) return null;
  return frame(<ul className={listClassName}>{articles.map((a) => <li key={a.uid}>{renderCard(a)}</li>)}</ul>);
}
