import { BrowserRouter } from '@rv/shared-lib/router';
import { reactLifecycles } from '@rv/shared-lib';
import { DealerApp } from './dealer-app';

/** single-spa lifecycles of mfe-dealer: its pages inside the remote's own router and error boundary. */
const lifecycles = reactLifecycles(() => (
  <BrowserRouter>
    <DealerApp />
  </BrowserRouter>
), 'the dealer portal');

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
