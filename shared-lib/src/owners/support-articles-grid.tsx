import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '@rv/shared-lib';
import { showLoadMore } from '@rv/domain/owners';

/** One page of a listing, as the content API pages it. */
export interface ArticlePage<A> { results: A[]; total_pages: number }

export interface PagedArticles<A> {
  status: 'loading' | 'error' | 'ready';
  articles: A[];
  page: number;
  totalPages: number;
  loadMore(): void;
  retry(): void;
}

/**
 * Support grid paging (spec: states and transitions): page 1 first, each Load More adds the next page under the shown ones.
 * A failed page keeps what is shown and can be asked again; a new `sourceKey` starts again at page 1.
 */
export function usePagedArticles<A>(sourceKey: string, loadPage: (page: number) => Promise<ArticlePage<A>>): PagedArticles<A> {
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ status: PagedArticles<A>['status']; articles: A[]; totalPages: number }>({ status: 'loading', articles: [], totalPages: 0 });
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

export interface SupportArticlesGridProps<A> {
  /** Names what is listed (a tag, a brand); a new key starts again at page 1. */
  sourceKey: string;
  loadPage(page: number): Promise<ArticlePage<A>>;
  keyOf(article: A): string;
  /** The remote's own card for one article. */
  renderCard(article: A): ReactNode;
  /** The remote's own section and heading around the grid. */
  frame(children: ReactNode): ReactNode;
  /** The remote's classes for the list, the Load More row and the error note. */
  classNames?: { list?: string; more?: string; error?: string };
  emptyText?: string;
  /** A content block shows nothing when its first page fails (spec: error catalogue); an owner page offers a retry. */
  hideOnFirstPageError?: boolean;
}

/** The support articles grid of spec (screens and routes; states and transitions; constants and limits): 16 cards a page, Load More until every page is shown. */
export function SupportArticlesGrid<A>({ sourceKey, loadPage, keyOf, renderCard, frame, classNames = {}, emptyText = 'No articles yet.', hideOnFirstPageError = false }: SupportArticlesGridProps<A>) {
  const grid = usePagedArticles(sourceKey, loadPage);
  const { articles, status } = grid;
  if (hideOnFirstPageError && status === 'error' && articles.length === 0) return null;
  return frame(
    <>
      {status === 'loading' && articles.length === 0 ? <p role="status">Loading articles…</p> : null}
      {status === 'ready' && articles.length === 0 ? <p>{emptyText}</p> : null}
      <ul className={classNames.list} aria-busy={status === 'loading'}>
        {articles.map((article) => <li key={keyOf(article)}>{renderCard(article)}</li>)}
      </ul>
      {status === 'error' ? (
        <div role="alert" className={classNames.error}>
          <p>{articles.length ? 'More articles could not be loaded.' : 'The articles could not be loaded.'}</p>
          <Button theme="secondary" size="sm" onClick={grid.retry}>Try again</Button>
        </div>
      ) : null}
      {status !== 'error' && showLoadMore(grid.page, grid.totalPages) ? (
        <p className={classNames.more}><Button theme="secondary" disabled={status === 'loading'} onClick={grid.loadMore}>Load More</Button></p>
      ) : null}
    </>,
  );
}
