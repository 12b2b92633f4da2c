import { useEffect, useRef, useState } from 'react';
import { useReducedMotion } from '@rv/shared-lib';

/** Spec §4: cards reveal on scroll with a 200 ms delay. */
export const REVEAL_DELAY_MS = 200;

/**
 * Reveal-on-scroll: false until the element first enters the viewport, then true for good.
 * Content is visible from the start when motion is reduced or the browser cannot observe,
 * so nothing ever stays hidden.
 */
export function useReveal<T extends HTMLElement>(): { ref: React.RefObject<T | null>; revealed: boolean } {
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
      timer = window.setTimeout(() => setSeen(true), REVEAL_DELAY_MS);
    }, { rootMargin: '0px 0px -10% 0px' });
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [reduced, canObserve, seen]);
  return { ref, revealed: reduced || !canObserve || seen };
}
