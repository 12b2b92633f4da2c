import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import { useReducedMotion } from './use-reduced-motion';

/** Cards reveal this long after they come into view (spec: states and transitions). */
export const SUPPORT_REVEAL_DELAY_MS = 200;

export interface RevealOptions {
  /** Wait after the element comes into view (spec: states and transitions: 200 ms). */
  delayMs?: number;
  /** IntersectionObserver rootMargin, e.g. '0px 0px -10% 0px' to wait until it is a little way in. */
  rootMargin?: string;
}

/**
 * Reveal-on-scroll (spec: states and transitions: cards reveal 200 ms after they come into view): false until the element
 * first enters the viewport, then true for good. Content shows at once when motion is reduced or the
 * browser cannot observe, so nothing ever stays hidden. The one hook for every remote's reveal.
 */
export function useReveal<T extends HTMLElement>({ delayMs = SUPPORT_REVEAL_DELAY_MS, rootMargin }: RevealOptions = {}): {
  ref: MutableRefObject<T | null>;
  revealed: boolean;
} {
  const ref = useRef<T | null>(null);
  const reduced = useReducedMotion();
  const canObserve = typeof IntersectionObserver !== 'undefined';
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (reduced || !canObserve || !element || seen) return undefined;
    let timer = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        timer = window.setTimeout(() => setSeen(true), delayMs);
      },
      rootMargin ? { rootMargin } : undefined,
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [reduced, canObserve, seen, delayMs, rootMargin]);
  return { ref, revealed: reduced || !canObserve || seen };
}
