import { BrowserRouter } from '@rv/shared-lib/router';
import { reactLifecycles } from '@rv/shared-lib';
import { RemotePages } from './remote-pages';

/** single-spa lifecycles of mfe-catalog: its pages, with the compare dock beside them, inside the remote's own router and error boundary. */
const lifecycles = reactLifecycles(() => (
  <BrowserRouter>
    <RemotePages />
  </BrowserRouter>
), 'the catalogue');

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
