import { useEffect, useState, type RefObject } from 'react';

/**
 * Spec (screens and routes) masthead: hides when scrolling down past its own height and slides back on scroll up.
 * Never hides while `locked` (its navigation is open), so an open menu does not slide away.
 */
export function useHideOnScroll(ref: RefObject<HTMLElement | null>, locked = false): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (locked) {
      setHidden(false);
      return undefined;
    }
    let last = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const height = ref.current?.offsetHeight ?? 0;
      if (y > last && y > height) setHidden(true);
      else if (y < last || y <= height) setHidden(false);
      last = y;
    };
    // One reading per frame: scroll events can fire many times between paints.
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [ref, locked]);
  return hidden;
}
