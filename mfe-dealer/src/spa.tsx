import { BrowserRouter } from '@rv/shared-lib/router';
import { authStore, destinationBeforeSplash, reactLifecycles, yieldWhereSupported } from '@rv/shared-lib';
import { DealerApp } from './dealer-app';

/** single-spa lifecycles of mfe-dealer: its pages inside the remote's own router and error boundary. */
const lifecycles = reactLifecycles(() => (
  <BrowserRouter>
    <DealerApp />
  </BrowserRouter>
), 'the dealer portal');

/**
 * A full load of a portal page arrives on the splash (the server's 301). With a live session the page it
 * was for is known before anything is drawn, so the URL is replaced before the portal first renders: the
 * portal draws that page first, instead of the splash, then a redirect, then the page (two renders and a
 * reroute on a phone's main thread). Every other case is left to the splash page and the route guard.
 * The shell (shared-lib 1.3) does this before its own first render; this covers a portal mounted on the
 * splash any other way. Answers whether it left.
 */
function leaveSplashBeforeDrawing(): boolean {
  const to = destinationBeforeSplash(window.location, authStore.getState());
  if (to) window.history.replaceState(window.history.state, '', to);
  return to !== null;
}

export const { bootstrap, unmount } = lifecycles;
export const mount: typeof lifecycles.mount = async (props) => {
  const left = leaveSplashBeforeDrawing();
  await lifecycles.mount(props);
  // single-spa answers the new URL (its reroute, the shell's render of the path) once this mount resolves:
  // in a task of its own where the browser can yield, not in the one that evaluated the portal's code.
  if (left) await yieldWhereSupported();
};
export default { bootstrap, mount, unmount };
