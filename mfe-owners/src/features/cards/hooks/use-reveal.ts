import { useEffect, useRef, useState, type RefObject } from 'react';
import { SUPPORT_REVEAL_DELAY_MS } from '@rv/shared-lib';
import { useReducedMotion } from '@rv/shared-lib';

/**
 * Reveal-on-scroll (spec §4: 200 ms after the cards come into view). Content shows at once when motion
 * is reduced or the browser cannot observe, so nothing ever stays hidden.
 */
export function useReveal<T extends HTMLElement>(delayMs = SUPPORT_REVEAL_DELAY_MS): { ref: RefObject<T | null>; revealed: boolean } {
  const ref = useRef<T>(null);
  const reduced = useReducedMotion();
  const canObserve = typeof IntersectionObserver !== 'undefined';
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (reduced || !canObserve || !element || seen) return undefined;
    let timer = 0;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      timer = window.setTimeout(() => setSeen(true), delayMs);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [reduced, canObserve, seen, delayMs]);
  return { ref, revealed: reduced || !canObserve || seen };
}
