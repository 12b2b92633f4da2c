import { startTransition, useEffect, useState } from 'react';

/** Rows drawn in the frame that opens the overlay: as many as a phone or a laptop screen shows at first. */
export const FIRST_FRAME_ROWS = 14;

/**
 * How many table rows to draw: FIRST_FRAME_ROWS while the overlay first opens, then all of them in a
 * transition, so the opening paint is not held by rows below the fold and input can interrupt them. The
 * overlay keeps its table while closed, so every row stays drawn for later openings.
 */
export function useRowsInStages(open: boolean): number {
  const [allDrawn, setAllDrawn] = useState(false);
  useEffect(() => {
    if (open) startTransition(() => setAllDrawn(true));
  }, [open]);
  return allDrawn ? Number.POSITIVE_INFINITY : FIRST_FRAME_ROWS;
}
