import { dealerRoutes, decodeToken, isTokenExpired } from '@rv/shared-lib';

/**
 * Only a path on this site may be a redirect target, so a crafted link cannot send a dealer to
 * another origin after sign-in.
 */
export function safeRedirectTarget(redirectTo: string | null | undefined): string | null {
  if (!redirectTo) return null;
  if (!redirectTo.startsWith('/') || redirectTo.startsWith('//') || redirectTo.includes('\\')) return null;
  return redirectTo;
}

/**
 * Where the splash page sends the browser (spec dealer §2 server rule, §4 route guards): a signed-in
 * user with a live token goes on to redirectTo (or the dashboard); anyone else goes to login, keeping
 * redirectTo so they land on it after signing in.
 */
export function splashDestination(session: { loggedIn: boolean; authToken: string | null }, redirectTo: string | null, nowMs = Date.now()): string {
  const target = safeRedirectTarget(redirectTo);
  const live = session.loggedIn && !isTokenExpired(decodeToken(session.authToken), nowMs);
  if (live) return target ?? dealerRoutes.dashboard();
  return target ? `${dealerRoutes.login()}?${new URLSearchParams({ redirectTo: target })}` : dealerRoutes.login();
}
