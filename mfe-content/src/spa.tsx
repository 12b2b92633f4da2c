import { BrowserRouter } from '@rv/shared-lib/router';
import { reactLifecycles, RoutedPages } from '@rv/shared-lib';
import { pages } from './routes';

/** single-spa lifecycles of mfe-content: its pages inside the remote's own router and error boundary. */
const lifecycles = reactLifecycles(() => (
  <BrowserRouter>
    <RoutedPages pages={pages} />
  </BrowserRouter>
), 'this page');

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
