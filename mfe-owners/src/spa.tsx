import { BrowserRouter } from '@rv/shared-lib/router';
import { reactLifecycles, RoutedPages } from '@rv/shared-lib';
import { pages } from './routes';

/** single-spa lifecycles of mfe-owners: its pages inside the remote's own router and error boundary. */
const lifecycles = reactLifecycles(() => (
  <BrowserRouter>
    <RoutedPages pages={pages} />
  </BrowserRouter>
), 'owner support');

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
