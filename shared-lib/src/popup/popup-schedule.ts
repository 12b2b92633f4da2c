import type { SiteSettingsData } from '@rv/domain/content';
import { readCookie } from '../tracking/cookies';

/** Spec (entities and fields) pop-up viewed-count cookie; spec (constants and limits): it lives 2592000 seconds (30 days). */
export const POPUP_COOKIE = 'rv_popup_views';
export const POPUP_COOKIE_MAX_AGE_SECONDS = 2592000;

export type PopupSettings = Pick<SiteSettingsData, 'popup_enabled' | 'popup_show_times' | 'popup_show_until'>;

/** Spec (states and transitions): shown when enabled, the viewed count is absent or below the allowed times, and show-until is in the future. */
export function shouldShowPopup(settings: Partial<PopupSettings> | null, viewedCount: number, now = new Date()): boolean {
  if (!settings?.popup_enabled) return false;
  const allowed = Number(settings.popup_show_times ?? 0);
  if (!(viewedCount < allowed)) return false;
  if (!settings.popup_show_until) return true;
  // A date without a time means "through that day".
  const until = new Date(/T/.test(settings.popup_show_until) ? settings.popup_show_until : `${settings.popup_show_until}T23:59:59`);
  return !Number.isNaN(until.getTime()) && until.getTime() > now.getTime();
}

/** How many times this browser has seen the pop-up (the spec (entities and fields) cookie); 0 when absent or unreadable. */
export function readPopupViewCount(): number {
  const count = Number.parseInt(readCookie(POPUP_COOKIE) ?? '0', 10);
  return Number.isFinite(count) && count > 0 ? count : 0;
}

/** where this browser remembers a pop-up signup (localStorage, so it outlives the 30-day count cookie). */
export const POPUP_SIGNED_UP_KEY = 'rv-popup-signed-up';

/** Remembers that this browser signed up through the pop-up, so it is never offered again. */
export function markPopupSignedUp(): void {
  try {
    window.localStorage.setItem(POPUP_SIGNED_UP_KEY, new Date().toISOString());
  } catch {
    // Storage refused (private mode, quota): the view-count cookie still limits the pop-up.
  }
}

/** Whether this browser has signed up through the pop-up; false when storage cannot be read. */
export function hasSignedUpForPopup(): boolean {
  try {
    return window.localStorage.getItem(POPUP_SIGNED_UP_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Whether this browser's visitor gets the pop-up: the spec (states and transitions) rule over the view-count cookie, and
 * never once they have signed up through it. The shell and the forms remote both ask this.
 */
export function popupDueInThisBrowser(settings: Partial<PopupSettings> | null, now = new Date()): boolean {
  return !hasSignedUpForPopup() && shouldShowPopup(settings, readPopupViewCount(), now);
}
