import { useEffect, useState, type ComponentType } from 'react';
import { RemoteErrorBoundary, RemoteFallback, type RemoteName } from '@rv/shared-lib';
import { REMOTE_LABELS, loadExposed, resetRemote } from './remote-registry';

interface RemoteSlotProps {
  remote: RemoteName;
  exposed: string;
  props?: Record<string, unknown>;
  /** Render nothing instead of the fallback when the remote fails (a pop-up is not worth an error). */
  quiet?: boolean;
}

type State = { status: 'loading' } | { status: 'success'; Component: ComponentType<Record<string, unknown>> } | { status: 'error' };

/** Renders a component another remote exposes; if that remote is down, a fallback with a retry. */
export function RemoteSlot({ remote, exposed, props = {}, quiet = false }: RemoteSlotProps) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    loadExposed<{ default: ComponentType<Record<string, unknown>> }>(remote, exposed).then(
      (module) => current && setState({ status: 'success', Component: module.default }),
      () => current && setState({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [remote, exposed, attempt]);
  const retry = () => {
    resetRemote(remote);
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  if (state.status === 'loading') return quiet ? null : <div className="rv-remote-slot" aria-busy="true" />;
  if (state.status === 'error' && quiet) return null;
  if (state.status === 'error') return <RemoteFallback label={REMOTE_LABELS[remote]} onRetry={retry} />;
  const { Component } = state;
  return (
    <RemoteErrorBoundary fallback={(_e, reset) => quiet ? null : <RemoteFallback label={REMOTE_LABELS[remote]} onRetry={() => { reset(); retry(); }} />}>
      <Component {...props} />
    </RemoteErrorBoundary>
  );
}
