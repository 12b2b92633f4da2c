import { readCookie, writeCookie } from './cookies';

/** Consumer spec (entities and fields) cookie-consent cookie: cookiesAccepted plus the flags all, necessary, preferences, statistics, marketing. */
export interface CookieConsent {
  cookiesAccepted: boolean;
  all: boolean;
  necessary: boolean;
  preferences: boolean;
  statistics: boolean;
  marketing: boolean;
}

export const CONSENT_COOKIE = 'rv_cookie_consent';
/** A consent choice is remembered for a year, like the user id it allows. */
const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The visitor's consent, or null when they have not chosen (or the cookie is unreadable); a server passes the request's Cookie header. */
export function readCookieConsent(cookieHeader?: string): CookieConsent | null {
  const raw = cookieHeader === undefined ? readCookie(CONSENT_COOKIE) : readCookie(CONSENT_COOKIE, cookieHeader);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<CookieConsent>;
    return parsed && typeof parsed === 'object' ? { cookiesAccepted: false, all: false, necessary: true, preferences: false, statistics: false, marketing: false, ...parsed } : null;
  } catch {
    return null;
  }
}

/** Stores the visitor's choice; the consent banner calls this. */
export function writeCookieConsent(consent: CookieConsent): void {
  writeCookie(CONSENT_COOKIE, JSON.stringify(consent), CONSENT_MAX_AGE_SECONDS);
}

/** Tracking ids and events are allowed only once the visitor accepted statistics (or all) cookies. */
export function hasTrackingConsent(consent: CookieConsent | null = readCookieConsent()): boolean {
  return Boolean(consent?.cookiesAccepted && (consent.all || consent.statistics));
}
