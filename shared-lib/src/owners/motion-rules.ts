/** Owner-support motion and slider constants of consumer spec (screens and routes; constants and limits) "Slider timings". */

/** Each revealed card waits 0.15 s more than the one before, up to 5 steps. */
export const REVEAL_STEP_MS = 150;
export const REVEAL_MAX_STEPS = 5;
/** Spec (states and transitions; constants and limits): support slider cards reveal on scroll after 200 ms. */
export { SUPPORT_REVEAL_DELAY_MS } from '@rv/ui-kit';
/** Spec (screens and routes; constants and limits): video slider arrows move 300 px. */
export const VIDEO_SLIDER_STEP_PX = 300;

/** The reveal delay of the card at `index`: 150 ms a step, capped at 5 steps, plus a base delay. */
export function revealDelayMs(index: number, baseMs = 0): number {
  return baseMs + Math.min(Math.max(0, Math.floor(index)), REVEAL_MAX_STEPS) * REVEAL_STEP_MS;
}

/** Which slider arrows can move: the back arrow is disabled at the start, the next arrow at the end. */
export function sliderEnds(el: { scrollLeft: number; clientWidth: number; scrollWidth: number }): { atStart: boolean; atEnd: boolean } {
  // One pixel of slack: browsers report fractional scroll positions at the end.
  return { atStart: el.scrollLeft <= 0, atEnd: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 };
}
