import { useEffect, useLayoutEffect, useRef } from 'react';

const focusIsLost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * An inert subtree drops focus to the body, so a keyboard user who ticks a filter would start again from
 * the top of the page after every search. This remembers the last focused control inside the container
 * and, when the container is interactive again, gives focus back to it if focus was lost meanwhile (never
 * when the user has moved on to something else).
 */
export function useFocusKeptWhileInert<T extends HTMLElement>(inert: boolean) {
  const ref = useRef<T>(null);
  const last = useRef<HTMLElement | null>(null);
  const kept = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const onFocusIn = (event: FocusEvent) => {
      last.current = event.target instanceof HTMLElement ? event.target : null;
    };
    container.addEventListener('focusin', onFocusIn);
    return () => container.removeEventListener('focusin', onFocusIn);
  }, []);
  useLayoutEffect(() => {
    const container = ref.current;
    if (!container) return;
    if (inert) {
      // The browser may already have moved focus off the inert control by now; either way it was ours.
      const active = document.activeElement;
      kept.current = (active instanceof HTMLElement && container.contains(active)) || focusIsLost() ? last.current : null;
      return;
    }
    const target = kept.current;
    kept.current = null;
    if (target?.isConnected && container.contains(target) && focusIsLost()) target.focus({ preventScroll: true });
  }, [inert]);
  return ref;
}
