import { useEffect } from 'react';
import { writeCookie } from '@rv/shared-lib';
import { addRecentArticle, readRecentArticles, RECENT_ARTICLES_COOKIE, RECENT_ARTICLES_MAX_AGE_S, type RecentArticle } from '@rv/shared-lib/owners';

/** Records an article as read: it goes first in the cookie, kept for a year (spec: constants and limits). */
function recordArticleView(article: RecentArticle): void {
  writeCookie(RECENT_ARTICLES_COOKIE, JSON.stringify(addRecentArticle(readRecentArticles(), article)), RECENT_ARTICLES_MAX_AGE_S);
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
