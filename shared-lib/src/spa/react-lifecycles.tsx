import { Component, StrictMode, startTransition, type ErrorInfo, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { DRAWN_PAGE_ATTRIBUTE, DrawnByServer, holdsDrawnPage, reportHydrationMismatch } from './drawn-by-server';
import { retryFailedPages } from './lazy-page';

/** What the shell passes to every remote's single-spa lifecycles. */
export interface RemoteMountProps {
  name: string;
  domElement: HTMLElement;
}

export interface Lifecycles {
  bootstrap(props: RemoteMountProps): Promise<void>;
  mount(props: RemoteMountProps): Promise<void>;
  unmount(props: RemoteMountProps): Promise<void>;
}

interface BoundaryProps {
  children: ReactNode;
  fallback: (error: Error, retry: () => void) => ReactNode;
}

/** Catches render errors of one remote so the rest of the page keeps working. */
export class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Remote failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return this.props.fallback(this.state.error, () => {
        retryFailedPages();
        this.setState({ error: null });
      });
    }
    return this.props.children;
  }
}

/** The label of a failed region inside a page that names no remote (an article's blocks, a brand's body). */
export const PART_OF_PAGE = 'this part of the page';

/** The fallback a region shows when its remote fails: "Sorry, {label} could not be loaded." and a retry button. */
export function RemoteFallback({ label, onRetry }: { label: string; onRetry(): void }) {
  return (
    <div className="rv-remote-fallback" role="alert">
      <p>Sorry, {label} could not be loaded.</p>
      <button type="button" className="rv-button rv-button--secondary rv-button--sm" onClick={onRetry}>Try again</button>
    </div>
  );
}

export interface LifecycleOptions {
  /**
   * Loaded before a page the server drew is hydrated: the code of the route's page when it is a lazy page
   * (preloadRoutedPage), so React adopts the drawn page at once. A failure is left to the page's own load.
   */
  beforeHydrating?(): Promise<void>;
}

/** single-spa lifecycles that render a React tree, inside an error boundary, into the given element. */
export function reactLifecycles(render: (props: RemoteMountProps) => ReactNode, label: string, options: LifecycleOptions = {}): Lifecycles {
  const roots = new Map<HTMLElement, Root>();
  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      const drawnPage = holdsDrawnPage(props.domElement);
      if (drawnPage) await options.beforeHydrating?.().catch(() => undefined);
      const page = (
        <StrictMode>
          <RemoteErrorBoundary fallback={(_e, retry) => <RemoteFallback label={label} onRetry={retry} />}>{render(props)}</RemoteErrorBoundary>
        </StrictMode>
      );
      // Both as transitions: React works in slices of a few milliseconds, so a first load never blocks
      // input for the whole render (what was in the region stays until the commit).
      if (drawnPage) {
        // The page the server drew: React adopts its DOM instead of building it again.
        const drawn = <DrawnByServer {...{ [DRAWN_PAGE_ATTRIBUTE]: '' }} style={{ display: 'contents' }}>{page}</DrawnByServer>;
        startTransition(() => {
          roots.set(props.domElement, hydrateRoot(props.domElement, drawn, { onRecoverableError: reportHydrationMismatch }));
        });
        return;
      }
      const root = createRoot(props.domElement);
      roots.set(props.domElement, root);
      startTransition(() => root.render(page));
    },
    unmount: async (props) => {
      roots.get(props.domElement)?.unmount();
      roots.delete(props.domElement);
    },
  };
}
