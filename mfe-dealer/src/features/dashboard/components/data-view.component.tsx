import type { ReactNode } from 'react';
import { errorMessage, type ResourceState } from '@rv/shared-lib';
import { Button } from '@rv/ui-kit';
import styles from './data-view.module.css';

interface DataViewProps<T> {
  state: ResourceState<T> & { reload?(): void };
  /** What is loading, for the status line ("points", "learning paths"). */
  what: string;
  isEmpty?(data: T): boolean;
  empty: ReactNode;
  children(data: T): ReactNode;
  /**
   * A CSS length the loading state keeps: about the height the data usually takes, so the cards below
   * do not jump when it arrives (layout shift).
   */
  reserve?: string;
  /**
   * Drawn while loading instead of the reserve: the data's own layout with blank values (a skeleton),
   * for data whose height depends on the screen's width as much as on the data, such as a grid of
   * figures. Hidden from assistive technology, which hears the loading status instead.
   */
  placeholder?: ReactNode;
}

// Our own errors (an account not set up) carry their message; a server's failure says what the API said.
const describe = (error: unknown) => {
  const own = error instanceof Error && !(error as { isAxiosError?: boolean }).isAxiosError;
  return errorMessage(error, own ? error.message : 'System Unavailable');
};

/** One data view's loading, error (with a retry), empty and data states, worded the same across the portal. */
export function DataView<T>({ state, what, isEmpty, empty, children, reserve, placeholder }: DataViewProps<T>) {
  if (state.status === 'loading' && placeholder) {
    return (
      <div>
        <p className="rv-visually-hidden" role="status">Loading {what}…</p>
        <div aria-hidden="true">{placeholder}</div>
      </div>
    );
  }
  if (state.status === 'loading') return <p className={styles.muted} role="status" style={reserve ? { minHeight: reserve } : undefined}>Loading {what}…</p>;
  if (state.status === 'error') {
    return (
      <div className={styles.error} role="alert">
        <p>Your {what} could not be loaded: {describe(state.error)}</p>
        {state.reload ? <Button theme="secondary" size="sm" onClick={state.reload}>Try again</Button> : null}
      </div>
    );
  }
  if (isEmpty?.(state.data)) return <p className={styles.muted}>{empty}</p>;
  return <>{children(state.data)}</>;
}

/** A labelled progress bar (0-100). */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div className={styles.progress} role="progressbar" aria-label={label} aria-valuenow={value} aria-valuemin={0} aria-valuemax={100}>
      <span className={styles.progressFill} style={{ width: `${value}%` }} />
    </div>
  );
}
