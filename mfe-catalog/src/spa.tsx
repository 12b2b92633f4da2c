import { BrowserRouter } from '@rv/shared-lib/router';
import { reactLifecycles, RoutedPages } from '@rv/shared-lib';
import { CompareDock } from './features/compare/components/compare-dock.component';
import { pages } from './routes';

/** single-spa lifecycles of mfe-catalog: its pages inside the remote's own router and error boundary, with the compare dock beside them. */
const lifecycles = reactLifecycles(() => (
  <BrowserRouter>
    <RoutedPages pages={pages} />
    <CompareDock />
  </BrowserRouter>
), 'the catalogue');

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
