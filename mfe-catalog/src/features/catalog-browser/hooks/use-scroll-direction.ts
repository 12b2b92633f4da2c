import { useEffect, useState } from 'react';

/** True while the page is scrolled past `offset` and last moved down: the fixed FILTERS / Sort By bar shows then (spec: screens and routes). */
export function useScrolledDown(offset = 200): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        setDown(y > offset && y > last);
        last = y;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [offset]);
  return down;
}
