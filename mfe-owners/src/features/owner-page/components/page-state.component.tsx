import type { ReactNode } from 'react';
import { Button, ErrorPage, type ResourceState } from '@rv/shared-lib';
import { isNotFound } from '../hooks/use-owner-document';
import styles from '../owner-page.module.css';

/** Spec §8 "Page content load failure": an error page with a retry, never a blank region. */
export const LOAD_FAILED_MESSAGE = 'This page could not be loaded. Please try again.';

interface PageStateProps<T> {
  state: ResourceState<T> & { reload(): void };
  children: (data: T) => ReactNode;
}

/** Loading, not found (404 page), failed (error page and retry) or the page. */
export function PageState<T>({ state, children }: PageStateProps<T>) {
  if (state.status === 'loading') {
    return <div className={styles.loading} role="status" aria-busy="true"><span className="rv-visually-hidden">Loading</span></div>;
  }
  if (state.status === 'error') {
    if (isNotFound(state.error)) return <ErrorPage statusCode={404} />;
    return (
      <div>
        <ErrorPage statusCode={500} message={LOAD_FAILED_MESSAGE} />
        <p className={styles.retry}><Button theme="secondary" onClick={state.reload}>Try again</Button></p>
      </div>
    );
  }
  return <>{children(state.data)}</>;
}
