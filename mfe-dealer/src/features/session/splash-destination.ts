import { dealerRoutes, decodeToken, isTokenExpired, loginWithRedirect, safeRedirectTarget } from '@rv/shared-lib';

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
