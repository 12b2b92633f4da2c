import type { ReactNode } from 'react';
import { usePagedResource } from '@rv/shared-lib';
import { Button } from '@rv/ui-kit';
import { showLoadMore } from '@rv/domain/owners';

/** One page of a listing, as the content API pages it. */
export interface ArticlePage<A> { results: A[]; total_pages: number }

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
}

/** The support articles grid of spec (screens and routes; states and transitions; constants and limits): 16 cards a page, Load More until every page is shown. */
export function SupportArticlesGrid<A>({ sourceKey, loadPage, keyOf, renderCard, frame, classNames = {}, emptyText = 'No articles yet.' }: SupportArticlesGridProps<A>) {
  // Page 1 first, each Load More adds the next page under the shown ones; a new source starts again at page 1.
  const grid = usePagedResource<ArticlePage<A>>(`support-articles:${sourceKey}`, (loaded) => loadPage(loaded.length + 1));
  const pages = grid.status === 'success' ? grid.data : [];
  const articles = pages.flatMap((page) => page.results);
  const failed = grid.status === 'error' || grid.more === 'error';
  const loading = grid.status === 'loading' || grid.more === 'loading';
  return frame(
    <>
      {grid.status === 'loading' ? <p role="status">Loading articles…</p> : null}
      {grid.status === 'success' && articles.length === 0 ? <p>{emptyText}</p> : null}
      <ul className={classNames.list} aria-busy={loading}>
        {articles.map((article) => <li key={keyOf(article)}>{renderCard(article)}</li>)}
      </ul>
      {failed ? (
        <div role="alert" className={classNames.error}>
          <p>{articles.length ? 'More articles could not be loaded.' : 'The articles could not be loaded.'}</p>
          <Button theme="secondary" size="sm" onClick={grid.status === 'error' ? grid.reload : grid.showMore}>Try again</Button>
        </div>
      ) : null}
      {!failed && showLoadMore(pages.length, pages.at(-1)?.total_pages ?? 0) ? (
        <p className={classNames.more}><Button theme="secondary" disabled={loading} onClick={grid.showMore}>Load More</Button></p>
      ) : null}
    </>,
  );
}
