import { RoutedPages } from '@rv/shared-lib';
import { pages } from './routes';

/**
 * What mfe-content draws inside its router, in the browser (spa.tsx) and on the server (server.ts) alike:
 * the same tree is what lets the browser hydrate the server's HTML.
 */
export function RemotePages() {
  return <RoutedPages pages={pages} />;
}
