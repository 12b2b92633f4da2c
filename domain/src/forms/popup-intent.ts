/**
 * When the promotional pop-up may open once its configured delay has passed (the spec gives the delay, not the moment):
 * on a sign the visitor is done reading, never in the middle of it (seen before the fix: it covered a phone's screen while reading).
 */

/** A scroll back up by this share of the window's height reads as heading away, on a phone that has no pointer to leave. */
export const POPUP_SCROLL_UP_SHARE = 0.3;

/** Exit intent with a pointer: it leaves the page through the top edge, towards the tabs and the address bar. */
export function isPointerExit(event: { clientY: number; relatedTarget: EventTarget | null }): boolean {
  return event.relatedTarget === null && event.clientY <= 0;
}

/** Exit intent on a phone: having read at least one window's height down, the visitor scrolls back up a third of one. */
export function isScrollUpIntent(deepestY: number, currentY: number, viewportHeight: number): boolean {
  return viewportHeight > 0 && deepestY >= viewportHeight && deepestY - currentY >= viewportHeight * POPUP_SCROLL_UP_SHARE;
}
