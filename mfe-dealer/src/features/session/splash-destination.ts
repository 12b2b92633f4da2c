import { DEALER_PREFIX, dealerRoutes, decodeToken, isDealerPath, isTokenExpired, loginWithRedirect, safeRedirectTarget } from '@rv/shared-lib';

export { safeRedirectTarget };

/**
 * Where the splash page sends the browser (dealer spec: screens and routes, server rule, route guards): a signed-in
 * user with a live token goes on to redirectTo (or the dashboard); anyone else goes to login, keeping
 * redirectTo so they land on it after signing in.
 */
export function splashDestination(session: { loggedIn: boolean; authToken: string | null }, redirectTo: string | null, nowMs = Date.now()): string {
  const target = safeRedirectTarget(redirectTo);
  const live = session.loggedIn && !isTokenExpired(decodeToken(session.authToken), nowMs);
  if (live) return target ?? dealerRoutes.dashboard();
  return loginWithRedirect(target);
}

/**
 * Where a page load that arrives on the splash (the server's 301 of every full-page dealer request) goes
 * before anything is drawn: a signed-in user with a live token goes on to redirectTo, or the dashboard, when
 * that is a portal page. Null leaves it to the splash page and the route guard: a token to refresh first, a
 * link token in the query, no session (login), or a target outside the portal.
 */
export function destinationBeforeSplash(location: { pathname: string; search: string }, session: { loggedIn: boolean; authToken: string | null }, nowMs = Date.now()): string | null {
  if (location.pathname.replace(/\/+$/, '') !== `${DEALER_PREFIX}/splash`) return null;
  const query = new URLSearchParams(location.search);
  if (query.has('token') || !session.loggedIn || isTokenExpired(decodeToken(session.authToken), nowMs)) return null;
  const to = splashDestination(session, query.get('redirectTo'), nowMs);
  return isDealerPath(to.split(/[?#]/)[0]) ? to : null;
}
