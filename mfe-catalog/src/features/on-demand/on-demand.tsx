import { lazy, Suspense, useState, type ComponentType } from 'react';
import { RemoteErrorBoundary, RemoteFallback } from '@rv/shared-lib';

export type OnDemand<P extends object> = ComponentType<P> & {
  /** Fetches the code ahead of the first render (when idle, say); a failure is left to that render. */
  preload(): void;
};

/**
 * A component whose code is fetched when it is first drawn (a dialog, an overlay), not with the page: it
 * draws nothing while the code arrives, and if the fetch fails it says so where it stands, with a Try again
 * that fetches once more, instead of taking the catalogue page down with it.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>, label: string): OnDemand<P> {
  // As the component it stands for: a lazy one's props type adds a ref no caller gives.
  const create = () => lazy(() => load().then((component) => ({ default: component }))) as unknown as ComponentType<P>;
  let Code = create();
  function OnDemandComponent(props: P) {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      Code = create();
      setAttempt((n) => n + 1);
    };
    return (
      <RemoteErrorBoundary key={attempt} fallback={() => <RemoteFallback label={label} onRetry={retry} />}>
        <Suspense fallback={null}><Code {...props} /></Suspense>
      </RemoteErrorBoundary>
    );
  }
  return Object.assign(OnDemandComponent, { preload: () => void load().catch(() => undefined) });
}
