import { BrowserRouter } from '@rv/shared-lib/router';
import { reactLifecycles } from '@rv/shared-lib';
import { StudioApp } from './studio-app';

/** single-spa lifecycles of mfe-studio: the staff pages inside the remote's own router and error boundary. */
const lifecycles = reactLifecycles(() => (
  <BrowserRouter>
    <StudioApp />
  </BrowserRouter>
), 'the studio');

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
