import { BrowserRouter } from 'react-router-dom';
import { reactLifecycles, RoutedPages } from '@rv/shared-lib';
import { pages } from './routes';

/** single-spa lifecycles of mfe-catalog: its pages inside the remote's own router and error boundary. */
const lifecycles = reactLifecycles(() => (
  <BrowserRouter>
    <RoutedPages pages={pages} />
  </BrowserRouter>
), 'the catalogue');

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
