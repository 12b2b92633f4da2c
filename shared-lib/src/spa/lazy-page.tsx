import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageProps } from './routed-pages';

/** Pages whose code failed to load; the error boundary's Try again gives each a fresh start. */
const failedPages = new Set<() => void>();

/** Called by a remote's error boundary before it retries: failed pages load their code afresh. */
export function retryFailedPages(): void {
  for (const restart of failedPages) restart();
  failedPages.clear();
}

/**
 * A page whose code loads when its route is first shown (its own chunk), so a remote's first load
 * carries only the pages people usually land on (first-load budgets). RoutedPages shows a loading
 * status meanwhile. When the chunk fails to load (offline, a deploy in between), the error reaches the
 * remote's error boundary, whose Try again loads the chunk afresh (React.lazy alone keeps the failure).
 */
export function lazyPage(load: () => Promise<ComponentType<PageProps>>): ComponentType<PageProps> {
  const restart = () => {
    current = create();
  };
  const create = (): LazyExoticComponent<ComponentType<PageProps>> =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failedPages.add(restart);
          throw error;
        },
      ),
    );
  let current = create();
  function LazyPage(props: PageProps) {
    const Page = current;
    return <Page {...props} />;
  }
  return LazyPage;
}
