import { useEffect, useState, type ComponentType } from 'react';
import { RemoteErrorBoundary, RemoteFallback, type ExposedName, type PropsOf } from '@rv/shared-lib';
import { loadCatalogComponent } from '../api/catalog-remote';

type State<P> = { status: 'loading' } | { status: 'success'; Component: ComponentType<P> } | { status: 'error' };

const LABEL = 'the product catalogue';

/** Renders a component mfe-catalog exposes, with the props its contract names; if the catalogue is down, a fallback with a retry (as the shell's RemoteSlot). */
export function CatalogSlot<E extends ExposedName<'mfe-catalog'>>({ exposed, props }: { exposed: E; props: PropsOf<'mfe-catalog', E> }) {
  const [state, setState] = useState<State<PropsOf<'mfe-catalog', E>>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    loadCatalogComponent(exposed).then(
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
