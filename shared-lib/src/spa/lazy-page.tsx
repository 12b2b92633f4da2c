import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageProps } from './routed-pages';

/** Pages whose code failed to load; the error boundary's Try again gives each a fresh start. */
const failedPages = new Set<() => void>();

/** Called by a remote's error boundary before it retries: failed pages load their code afresh. */
export function retryFailedPages(): void {
  for (const restart of failedPages) restart();
  failedPages.clear();
}

/** A page whose code loads apart: `preload` loads it ahead, so its first render draws it at once. */
export type LazyPageComponent = ComponentType<PageProps> & { preload(): Promise<void> };

type PageModule = { default: ComponentType<PageProps> };

/** A thenable that has already resolved: React.lazy reads it in the same render, without suspending. */
function settled(module: PageModule): Promise<PageModule> {
  return { then: (resolve: (value: PageModule) => unknown) => resolve(module) } as unknown as Promise<PageModule>;
}

/**
 * A page whose code loads when its route is first shown (its own chunk), so a remote's first load
 * carries only the pages people usually land on (first-load budgets). RoutedPages shows a loading
 * status meanwhile. When the chunk fails to load (offline, a deploy in between), the error reaches the
 * remote's error boundary, whose Try again loads the chunk afresh (React.lazy alone keeps the failure).
 * Once `preload` has settled, the page renders in the same pass as a page in the first load: the server
 * draws it, and the browser hydrates the drawn page without a loading status (preloadRoutedPage).
 */
export function lazyPage(load: () => Promise<ComponentType<PageProps>>): LazyPageComponent {
  let loaded: ComponentType<PageProps> | null = null;
  const restart = () => {
    current = create();
  };
  const create = (): LazyExoticComponent<ComponentType<PageProps>> =>
    lazy(() =>
      loaded
        ? settled({ default: loaded })
        : load().then(
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
  LazyPage.preload = async () => {
    loaded ??= await load();
  };
  return LazyPage;
}
