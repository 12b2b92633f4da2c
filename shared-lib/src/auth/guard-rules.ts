import { DEALER_PREFIX, isDealerPath, isStaffPath } from '../routing/route-table';
import { dealerRoutes } from '../routing/route-helpers';
import { decodeToken, isLinkToken, isTokenExpired, linkTokenMode } from '@rv/domain/auth';
import { serverNow } from '../stores/auth.store';

/** The dealer path of the spiff area (dealer spec: screens and routes, /incentives). */
export const SPIFF_PATH = `${DEALER_PREFIX}/incentives`;

/**
 * Only a path on this site may be a redirect target, so a crafted link cannot send a dealer to
 * another origin after sign-in.
 */
export function safeRedirectTarget(redirectTo: string | null | undefined): string | null {
  if (!redirectTo) return null;
  if (!redirectTo.startsWith('/') || redirectTo.startsWith('//') || redirectTo.includes('\\')) return null;
  return redirectTo;
}

/** The login page, keeping where the user was going so sign-in can take them there. */
export function loginWithRedirect(redirectTo: string | null): string {
  const target = safeRedirectTarget(redirectTo);
  return target ? `${dealerRoutes.login()}?${new URLSearchParams({ redirectTo: target })}` : dealerRoutes.login();
}

/**
 * Where the splash page sends the browser (dealer spec: screens and routes, server rule, route guards): a signed-in
 * user with a live token goes on to redirectTo (or the dashboard); anyone else goes to login, keeping
 * redirectTo so they land on it after signing in.
 */
export function splashDestination(session: { loggedIn: boolean; authToken: string | null }, redirectTo: string | null, nowMs = serverNow()): string {
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
export function destinationBeforeSplash(location: { pathname: string; search: string }, session: { loggedIn: boolean; authToken: string | null }, nowMs = serverNow()): string | null {
  if (location.pathname.replace(/\/+$/, '') !== `${DEALER_PREFIX}/splash`) return null;
  const query = new URLSearchParams(location.search);
  if (query.has('token') || !session.loggedIn || isTokenExpired(decodeToken(session.authToken), nowMs)) return null;
  const to = splashDestination(session, query.get('redirectTo'), nowMs);
  return isDealerPath(to.split(/[?#]/)[0]) ? to : null;
}

export interface GuardSession {
  loggedIn: boolean;
  authToken: string | null;
  spiffsEnabled: boolean;
  isResettingPassword: boolean;
}

export interface GuardInput {
  pathname: string;
  /** location.search, with or without the leading '?'. */
  search: string;
  session: GuardSession;
  nowMs?: number;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** Validate the session token (refreshing if need be); on failure go to `onFailure`. */
  | { kind: 'validate'; onFailure: string }
  /** Enter registration or password-reset mode for the token's subject on this page. */
  | { kind: 'link-mode'; mode: 'REGISTRATION' | 'PASSWORDRESET'; username: string; token: string };

const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The dealer route guards of dealer spec (states and transitions) as one pure decision for a location and session. The
 * caller marks the user as dealer by `isDealerPath` and runs this on every navigation and again
 * after the 2 s fallback timer.
 */
export function guardDealerRoute({ pathname, search, session, nowMs = serverNow() }: GuardInput): GuardDecision {
  const path = trim(pathname);
  // Staff pages check the staff sign-in themselves; a dealer session neither opens nor guards them.
  if (!isDealerPath(path) || isStaffPath(path)) return { kind: 'allow' };
  const query = new URLSearchParams(search);
  const here = `${path}${query.toString() ? `?${query}` : ''}`;
  const onLogin = path === dealerRoutes.login();
  const onSplash = path === `${DEALER_PREFIX}/splash`;
  const onRegister = path === dealerRoutes.register();
  const onReset = path === dealerRoutes.resetPassword();

  // A token with a subject claim is a link: registration on the register page, anything else
  // goes to reset-password with the token (spec: states and transitions).
  const token = query.get('token');
  const claims = decodeToken(token);
  if (token && isLinkToken(claims)) {
    const mode = linkTokenMode(claims);
    const page = mode === 'REGISTRATION' && onRegister ? dealerRoutes.register() : dealerRoutes.resetPassword();
    if (path !== page) return { kind: 'redirect', to: `${page}?${new URLSearchParams({ token })}` };
    if (mode) return { kind: 'link-mode', mode, username: claims!.sub as string, token };
  }

  if (onRegister || onReset || session.isResettingPassword) return { kind: 'allow' };
  const signedIn = session.loggedIn && Boolean(session.authToken);
  if (onLogin || onSplash) {
    if (!signedIn) return { kind: 'allow' };
    return { kind: 'redirect', to: safeRedirectTarget(query.get('redirectTo')) ?? dealerRoutes.dashboard() };
  }
  if (!signedIn) return { kind: 'redirect', to: loginWithRedirect(here) };
  if (isTokenExpired(decodeToken(session.authToken), nowMs)) return { kind: 'validate', onFailure: loginWithRedirect(here) };
  if ((path === SPIFF_PATH || path.startsWith(`${SPIFF_PATH}/`)) && !session.spiffsEnabled) return { kind: 'redirect', to: dealerRoutes.dashboard() };
  return { kind: 'allow' };
}
