import { useEffect, useState, type ComponentType } from 'react';
import { RemoteErrorBoundary, RemoteFallback } from '@rv/shared-lib';
import { loadCatalogComponent } from '../api/catalog-remote';

type State = { status: 'loading' } | { status: 'success'; Component: ComponentType<Record<string, unknown>> } | { status: 'error' };

const LABEL = 'the product catalogue';

/** Renders a component mfe-catalog exposes; if the catalogue is down, a fallback with a retry (as the shell's RemoteSlot). */
export function CatalogSlot({ exposed, props }: { exposed: string; props: Record<string, unknown> }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    loadCatalogComponent<Record<string, unknown>>(exposed).then(
      (Component) => current && setState({ status: 'success', Component }),
      () => current && setState({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [exposed, attempt]);
  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  if (state.status === 'loading') return <p aria-busy="true">Loading products…</p>;
  if (state.status === 'error') return <RemoteFallback label={LABEL} onRetry={retry} />;
  const { Component } = state;
  return (
    <RemoteErrorBoundary fallback={(_e, reset) => <RemoteFallback label={LABEL} onRetry={() => { reset(); retry(); }} />}>
      <Component {...props} />
    </RemoteErrorBoundary>
  );
}
