import { useEffect, useState, type ComponentType } from 'react';
import { loadExposedComponent, RemoteErrorBoundary, RemoteFallback, type ExposedName, type ExposingRemote, type PropsOf } from '@rv/shared-lib';
import { REMOTE_LABELS, resetRemote } from './remote-registry';

/** Which component, with the props its contract names (optional only when the contract's are). */
type RemoteSlotProps<R extends ExposingRemote, E extends ExposedName<R>> = {
  remote: R;
  exposed: E;
  /** Render nothing instead of the fallback when the remote fails (a pop-up is not worth an error). */
  quiet?: boolean;
} & (Record<string, never> extends PropsOf<R, E> ? { props?: PropsOf<R, E> } : { props: PropsOf<R, E> });

type State<P> = { status: 'loading' } | { status: 'success'; Component: ComponentType<P> } | { status: 'error' };

/** Renders a component another remote exposes; if that remote is down or refused, a fallback with a retry. */
export function RemoteSlot<R extends ExposingRemote, E extends ExposedName<R>>(slot: RemoteSlotProps<R, E>) {
  const { remote, exposed, quiet = false } = slot;
  const props = (slot.props ?? {}) as PropsOf<R, E>;
  const [state, setState] = useState<State<PropsOf<R, E>>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    loadExposedComponent(remote, exposed).then(
      (Component) => current && setState({ status: 'success', Component }),
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
  // The caller's props were checked against the contract above; JSX cannot follow a props type indexed by two type parameters.
  const Component = state.Component as ComponentType<object>;
  return (
    <RemoteErrorBoundary fallback={(_e, reset) => quiet ? null : <RemoteFallback label={REMOTE_LABELS[remote]} onRetry={() => { reset(); retry(); }} />}>
      <Component {...(props as object)} />
    </RemoteErrorBoundary>
  );
}
