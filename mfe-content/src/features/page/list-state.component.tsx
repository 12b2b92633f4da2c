import type { ReactNode } from 'react';
import { type ResourceState } from '@rv/shared-lib';
import { Button } from '@rv/ui-kit';

interface ListStateProps<T> {
  state: ResourceState<T[]> & { reload(): void };
  /** What the visitor reads when the list is empty, e.g. "No brochures yet." */
  empty: string;
  /** Names the list in the loading and error messages. */
  label: string;
  children: (items: T[]) => ReactNode;
}

/** A list of documents inside a page: loading, empty, error (with retry) and data states. */
export function ListState<T>({ state, empty, label, children }: ListStateProps<T>) {
  if (state.status === 'loading') return <p role="status" aria-busy="true">Loading {label}…</p>;
  if (state.status === 'error') {
    return (
      <div role="alert">
        <p>{label.charAt(0).toUpperCase() + label.slice(1)} could not be loaded.</p>
        <Button theme="secondary" size="sm" onClick={state.reload}>Try again</Button>
      </div>
    );
  }
  if (state.data.length === 0) return <p>{empty}</p>;
  return <>{children(state.data)}</>;
}
