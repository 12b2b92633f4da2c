import { authStore, destinationBeforeSplash } from '@rv/shared-lib';

/**
 * A full load of a portal page arrives on the splash (the server's 301 of every full-page dealer request).
 * With a live session the page it was for is known before anything is drawn, so the address is replaced
 * before the layout's first render: the layout, single-spa and the portal draw that page once, instead of
 * the splash, a redirect and the page. Every other case is left to the splash page and the route guard.
 */
export function leaveSplashBeforeDrawing(win: Pick<Window, 'location' | 'history'> = window): void {
  const to = destinationBeforeSplash(win.location, authStore.getState());
  if (to) win.history.replaceState(win.history.state, '', to);
}
