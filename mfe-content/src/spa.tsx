import { BrowserRouter } from '@rv/shared-lib/router';
import { preloadRoutedPage, reactLifecycles } from '@rv/shared-lib';
import { RemotePages } from './remote-pages';
import { pages } from './routes';

/**
 * single-spa lifecycles of mfe-content: its pages inside the remote's own router and error boundary. A
 * drawn lazy page's code is loaded before hydrating, so the drawn page is adopted, never a loading status.
 */
const lifecycles = reactLifecycles(() => (
  <BrowserRouter>
    <RemotePages />
  </BrowserRouter>
), 'this page', { beforeHydrating: () => preloadRoutedPage(pages, window.location.pathname) });

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
