import { useCallback, useEffect, useState } from 'react';
import { readCookie, writeCookie, type SiteSettingsData } from '@rv/shared-lib';

/** Spec §3 pop-up viewed-count cookie; spec §9: it lives 2592000 seconds (30 days). */
export const POPUP_COOKIE = 'rv_popup_views';
export const POPUP_COOKIE_MAX_AGE_SECONDS = 2592000;
/** Spec §9: after a successful signup the pop-up closes after 10 s. */
export const POPUP_AUTO_CLOSE_MS = 10_000;

type PopupSettings = Pick<SiteSettingsData, 'popup_enabled' | 'popup_show_times' | 'popup_show_until'>;

/** Spec §4: shown when enabled, the viewed count is absent or below the allowed times, and show-until is in the future. */
export function shouldShowPopup(settings: Partial<PopupSettings> | null, viewedCount: number, now = new Date()): boolean {
  if (!settings?.popup_enabled) return false;
  const allowed = Number(settings.popup_show_times ?? 0);
  if (!(viewedCount < allowed)) return false;
  if (!settings.popup_show_until) return true;
  // A date without a time means "through that day".
  const until = new Date(/T/.test(settings.popup_show_until) ? settings.popup_show_until : `${settings.popup_show_until}T23:59:59`);
  return !Number.isNaN(until.getTime()) && until.getTime() > now.getTime();
}

export function readViewedCount(): number {
  const count = Number.parseInt(readCookie(POPUP_COOKIE) ?? '0', 10);
  return Number.isFinite(count) && count > 0 ? count : 0;
}

/** Opens the pop-up popup_delay seconds after the page settles, counting the view when it opens. */
export function usePopupSchedule(settings: Partial<SiteSettingsData> | null) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!shouldShowPopup(settings, readViewedCount())) return undefined;
    const timer = window.setTimeout(() => {
      writeCookie(POPUP_COOKIE, String(readViewedCount() + 1), POPUP_COOKIE_MAX_AGE_SECONDS);
      setOpen(true);
    }, Math.max(0, Number(settings?.popup_delay ?? 0)) * 1000);
    return () => window.clearTimeout(timer);
  }, [settings]);
  // Stable, so the modal's focus handling does not restart on every render.
  const close = useCallback(() => setOpen(false), []);
  return { open, close };
}
