import { BrowserOnly, RoutedPages } from '@rv/shared-lib';
import { CompareDock } from './features/compare/components/compare-dock.component';
import { pages } from './routes';

/**
 * What mfe-catalog draws inside its router, in the browser (spa.tsx) and on the server (server.ts)
 * alike: the same tree is what lets the browser hydrate the server's HTML. The compare dock shows the
 * visitor's stored compare list, which only the browser knows.
 */
export function RemotePages() {
  return (
    <>
      <RoutedPages pages={pages} />
      <BrowserOnly><CompareDock /></BrowserOnly>
    </>
  );
}
