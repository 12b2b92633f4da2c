import { DEALER_PREFIX, isStaffPath } from '@rv/shared-lib/server';

const SPLASH = `${DEALER_PREFIX}/splash`;
const LOGIN = `${DEALER_PREFIX}/login`;

function isExempt(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return path === SPLASH || path === LOGIN || path.startsWith(`${LOGIN}/`) || isStaffPath(path);
}

/**
 * The dealer server rule (dealer spec: screens and routes): a full-page request under the dealer prefix, or any page on
 * the dealer host, other than splash and login, answers 301 to the splash page with the original URL.
 */
export function dealerRedirectFor(pathname: string, originalUrl: string, hostname: string, dealerHost: string): string | null {
  const onDealerHost = dealerHost !== '' && hostname.split(':')[0] === dealerHost;
  const underPrefix = pathname === DEALER_PREFIX || pathname.startsWith(`${DEALER_PREFIX}/`);
  if (!onDealerHost && !underPrefix) return null;
  if (isExempt(pathname)) return null;
  return `${SPLASH}?${new URLSearchParams({ redirectTo: originalUrl })}`;
}
