import { useCallback, useEffect, useState } from 'react';
import { POPUP_COOKIE, POPUP_COOKIE_MAX_AGE_SECONDS, popupDueInThisBrowser, readPopupViewCount, writeCookie, type SiteSettingsData } from '@rv/shared-lib';
import { isPointerExit, isScrollUpIntent } from '@rv/domain/forms';

/** Spec (constants and limits): after a successful signup the pop-up closes after 10 s. */
export const POPUP_AUTO_CLOSE_MS = 10_000;

/**
 * Opens the pop-up once popup_delay seconds have passed after the page settles and the visitor shows they are done
 * reading (popup-intent.ts: the pointer leaves through the top, or a phone scrolls back up), counting the view when it
 * opens. The schedule rules live in shared-lib: the shell uses them too, to load this remote only when the pop-up is due.
 */
export function usePopupSchedule(settings: Partial<SiteSettingsData> | null) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!popupDueInThisBrowser(settings)) return undefined;
    let deepest = window.scrollY;
    let armed = false;
    const show = () => {
      stop();
      writeCookie(POPUP_COOKIE, String(readPopupViewCount() + 1), POPUP_COOKIE_MAX_AGE_SECONDS);
      setOpen(true);
    };
    const onScroll = () => {
      deepest = Math.max(deepest, window.scrollY);
      if (armed && isScrollUpIntent(deepest, window.scrollY, window.innerHeight)) show();
    };
    const onPointerOut = (event: MouseEvent) => {
      if (armed && isPointerExit(event)) show();
    };
    const timer = window.setTimeout(() => { armed = true; }, Math.max(0, Number(settings?.popup_delay ?? 0)) * 1000);
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('mouseout', onPointerOut);
    function stop() {
      window.clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('mouseout', onPointerOut);
    }
    return stop;
  }, [settings]);
  // Stable, so the modal's focus handling does not restart on every render.
  const close = useCallback(() => setOpen(false), []);
  return { open, close };
}
