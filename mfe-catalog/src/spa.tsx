import { BrowserRouter } from '@rv/shared-lib/router';
import { preloadRoutedPage, reactLifecycles } from '@rv/shared-lib';
import { RemotePages } from './remote-pages';
import { pages } from './routes';

/**
 * single-spa lifecycles of mfe-catalog: its pages, with the compare dock beside them, inside the remote's own
 * router and error boundary. A drawn tool's code is loaded before hydrating, so the drawn page is adopted.
 */
const lifecycles = reactLifecycles(() => (
  <BrowserRouter>
    <RemotePages />
  </BrowserRouter>
), 'the catalogue', { beforeHydrating: () => preloadRoutedPage(pages, window.location.pathname) });

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
