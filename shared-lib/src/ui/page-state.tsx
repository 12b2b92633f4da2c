import type { ReactNode } from 'react';
import { errorStatus } from '../api/http-client';
import type { ResourceState } from '../api/use-resource';
import { PageLoading } from '../spa/routed-pages';
import { Button } from './button';
import { ErrorPage } from './error-page';

/** Spec (error catalogue) "Page content load failure": the message of the error page shown with a retry. */
export const PAGE_LOAD_FAILED_MESSAGE = 'This page could not be loaded. Please try again.';

/** "No such page": the API's 404, or a rejection flagged `notFound` (a page looked for in several places). */
export function isNotFoundError(error: unknown): boolean {
  return errorStatus(error) === 404 || (error as { notFound?: boolean } | null)?.notFound === true;
}

interface PageStateProps<T> {
  state: ResourceState<T> & { reload(): void };
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
