import { useEffect, useState } from 'react';
import type { ArticlePage, SupportArticle } from '../api/support-articles.resource';

export interface PagedArticles {
  status: 'loading' | 'error' | 'ready';
  articles: SupportArticle[];
  page: number;
  totalPages: number;
  loadMore(): void;
  retry(): void;
}

/**
 * Support grid paging (spec §4): page 1 first, each Load More adds the next page under the shown ones.
 * A failed page keeps what is shown and can be asked again.
 */
export function usePagedArticles(sourceKey: string, loadPage: (page: number) => Promise<ArticlePage>): PagedArticles {
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ status: PagedArticles['status']; articles: SupportArticle[]; totalPages: number }>({ status: 'loading', articles: [], totalPages: 0 });
  useEffect(() => {
    setPage(1);
    setState({ status: 'loading', articles: [], totalPages: 0 });
  }, [sourceKey]);
  useEffect(() => {
    let current = true;
    setState((s) => ({ ...s, status: 'loading' }));
    loadPage(page).then(
      (result) => current && setState((s) => ({ status: 'ready', articles: page === 1 ? result.results : [...s.articles, ...result.results], totalPages: result.total_pages })),
      () => current && setState((s) => ({ ...s, status: 'error' })),
    );
    return () => { current = false; };
    // sourceKey names the source; loadPage is a new closure each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sourceKey, page, attempt]);
  return { ...state, page, loadMore: () => setPage((p) => p + 1), retry: () => setAttempt((n) => n + 1) };
}
