import { useCallback, useEffect, useState } from 'react';
import { afterPageLoad } from '@rv/shared-lib';

/** Seconds between slides when the slide group gives no usable `slide_speed`. */
export const DEFAULT_SLIDE_SECONDS = 6;

/** The interval of a slide group in ms (spec: screens and routes: set per slide group, in seconds). */
export function slideInterval(slideSpeed: unknown): number {
  const seconds = typeof slideSpeed === 'number' && Number.isFinite(slideSpeed) && slideSpeed > 0 ? slideSpeed : DEFAULT_SLIDE_SECONDS;
  return seconds * 1000;
}

/**
 * Spec (states and transitions) slide banner: auto-advances and wraps until a manual action, then stays stopped.
 * Never auto-advances for visitors who prefer reduced motion, nor with a single slide. Auto-play (and its
 * progress bar) starts once the page has loaded and gone idle, never in the server's drawing: the bar then
 * runs in step with the timer, and its animation stays out of the page's start.
 */
export function useSlideBanner(count: number, intervalMs: number, reducedMotion: boolean) {
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [started, setStarted] = useState(false);
  useEffect(() => {
    let current = true;
    void afterPageLoad().then(() => current && setStarted(true));
    return () => {
      current = false;
    };
  }, []);
  const playing = started && !stopped && !reducedMotion && count > 1;
  useEffect(() => {
    if (!playing) return undefined;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [playing, count, intervalMs]);
  const go = useCallback((next: number) => {
    setStopped(true);
    setIndex(((next % count) + count) % count);
  }, [count]);
  return {
    index,
    playing,
    goTo: go,
    next: () => go(index + 1),
    previous: () => go(index - 1),
  };
}
