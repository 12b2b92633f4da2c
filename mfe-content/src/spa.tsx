import { BrowserRouter } from '@rv/shared-lib/router';
import { reactLifecycles } from '@rv/shared-lib';
import { RemotePages } from './remote-pages';

/** single-spa lifecycles of mfe-content: its pages inside the remote's own router and error boundary. */
const lifecycles = reactLifecycles(() => (
  <BrowserRouter>
    <RemotePages />
  </BrowserRouter>
), 'this page');

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
