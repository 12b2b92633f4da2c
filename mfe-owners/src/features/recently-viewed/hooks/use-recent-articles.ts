import { useEffect, useState } from 'react';
import { readCookie, writeCookie } from '@rv/shared-lib';
import { addRecentArticle, parseRecentArticles, RECENT_ARTICLES_COOKIE, RECENT_ARTICLES_MAX_AGE_S, type RecentArticle } from '@rv/shared-lib/owners';

/** The recently viewed articles in the cookie, newest first (at most 4). */
export function readRecentArticles(): RecentArticle[] {
  return parseRecentArticles(readCookie(RECENT_ARTICLES_COOKIE));
}

/** Records an article as read: it goes first in the cookie, kept for a year (spec §9). */
export function recordArticleView(article: RecentArticle): void {
  writeCookie(RECENT_ARTICLES_COOKIE, JSON.stringify(addRecentArticle(readRecentArticles(), article)), RECENT_ARTICLES_MAX_AGE_S);
}

/**
 * The list as it was when the page opened: an article page records itself after reading the list,
 * so it shows the articles read before it, not itself.
 */
export function useRecentArticles(): RecentArticle[] {
  const [list] = useState(readRecentArticles);
  return list;
}

/** Records the article once its document has loaded. */
export function useRecordArticleView(article: RecentArticle | null): void {
  const uid = article?.uid;
  useEffect(() => {
    if (article) recordArticleView(article);
    // Once per article; the object is rebuilt on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uid]);
}
