import type { ReactNode } from 'react';
import { Button } from './button';
import { ErrorPage } from './error-page';

/** Spec (error catalogue) "Page content load failure": the message of the error page shown with a retry. */
export const PAGE_LOAD_FAILED_MESSAGE = 'This page could not be loaded. Please try again.';

/**
 * "No such page": the API's 404 (the HTTP client's error carries the answer in `response`, as axios's
 * does), or a rejection flagged `notFound` (a page looked for in several places).
 */
export function isNotFoundError(error: unknown): boolean {
  const failure = error as { response?: { status?: unknown } | null; notFound?: unknown } | null | undefined;
  return failure?.response?.status === 404 || failure?.notFound === true;
}

/** A page's data as the platform's resource hooks track it (useResource's state has this shape). */
export type PageLoadState<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown };

/** While a page's code or its data arrives: a polite status for screen readers and reserved space (no layout shift). */
export function PageLoading() {
  return (
    <div className="rv-page-loading" role="status" aria-busy="true">
      <span className="rv-visually-hidden">Loading the page…</span>
    </div>
  );
}

interface PageStateProps<T> {
  state: PageLoadState<T> & { reload(): void };
  children: (data: T) => ReactNode;
}

/**
 * A page's loading (space kept for the page), not found (the 404 page), failed (the error page with a
 * retry, never a blank region) or the page itself: one behaviour for every remote's content pages.
 */
export function PageState<T>({ state, children }: PageStateProps<T>) {
  if (state.status === 'loading') {
    return <PageLoading />;
  }
  if (state.status === 'error') {
    if (isNotFoundError(state.error)) return <ErrorPage statusCode={404} />;
    return (
      <div>
        <ErrorPage statusCode={500} message={PAGE_LOAD_FAILED_MESSAGE} />
        <p className="rv-page-state__retry"><Button theme="secondary" onClick={state.reload}>Try again</Button></p>
      </div>
    );
  }
  return <>{children(state.data)}</>;
}
