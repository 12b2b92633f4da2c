import { useCallback, useEffect, useState } from 'react';
import { POPUP_COOKIE, POPUP_COOKIE_MAX_AGE_SECONDS, popupDueInThisBrowser, readPopupViewCount, writeCookie, type SiteSettingsData } from '@rv/shared-lib';

/** Spec (constants and limits): after a successful signup the pop-up closes after 10 s. */
export const POPUP_AUTO_CLOSE_MS = 10_000;

/**
 * Opens the pop-up popup_delay seconds after the page settles, counting the view when it opens. The
 * schedule rules live in shared-lib: the shell uses them too, to load this remote only when the pop-up is due.
 */
export function usePopupSchedule(settings: Partial<SiteSettingsData> | null) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!popupDueInThisBrowser(settings)) return undefined;
    const timer = window.setTimeout(() => {
      writeCookie(POPUP_COOKIE, String(readPopupViewCount() + 1), POPUP_COOKIE_MAX_AGE_SECONDS);
      setOpen(true);
    }, Math.max(0, Number(settings?.popup_delay ?? 0)) * 1000);
    return () => window.clearTimeout(timer);
  }, [settings]);
  // Stable, so the modal's focus handling does not restart on every render.
  const close = useCallback(() => setOpen(false), []);
  return { open, close };
}
