import type { ReactNode } from 'react';
import { type ResourceState } from '@rv/shared-lib';
import { Button } from '@rv/ui-kit';
import styles from '../build.module.css';

/**
 * Loading, error (with a retry) and data states of one resource, the same on every build step. While
 * loading it holds a screen's height, so the footer the summary shows does not jump when the step arrives.
 */
export function LoadState<T>({ state, label, children }: { state: ResourceState<T> & { reload(): void }; label: string; children(data: T): ReactNode }) {
  if (state.status === 'loading') return <p role="status" className={styles.loading}>Loading {label}…</p>;
  if (state.status === 'error') {
    return (
      <div role="alert">
        <p>The {label} could not be loaded.</p>
        <Button theme="secondary" size="sm" onClick={state.reload}>Try again</Button>
      </div>
    );
  }
  return <>{children(state.data)}</>;
}
