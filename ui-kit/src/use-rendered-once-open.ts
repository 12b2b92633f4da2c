import { useState } from 'react';

/**
 * True from the first time `open` is true, and from then on: a disclosure (accordion section, menu
 * panel) renders its content when first opened and keeps it, so a page with many closed sections does
 * not build and lay out hundreds of hidden elements on first load (the floorplan list had 632
 * of its 1,380 elements in closed filter sections).
 */
export function useRenderedOnceOpen(open: boolean): boolean {
  const [rendered, setRendered] = useState(open);
  // Derived from props during render (React's documented pattern for state that follows a prop).
  if (open && !rendered) setRendered(true);
  return open || rendered;
}
