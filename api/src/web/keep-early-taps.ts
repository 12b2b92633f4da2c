import { createHash } from 'node:crypto';

/**
 * A tap on a button of a drawn page before React has hydrated that part is kept, not lost: the button
 * shows it is pending (aria-busy) and is tapped again once its wrapper is marked live (shared-lib
 * DrawnByServer sets data-live). Links need nothing: they are plain <a href> and navigate at once.
 *
 * It runs inline at the top of <head>, so it listens from the first paint. As a script file it arrived
 * 350-480 ms after first paint on Slow 4G (sharing the line with main.js), and a tap before then was lost
 * (bench:live, owner article: 3 taps of 5 never acted). Plain ES5, as the browser runs it; the page's CSP
 * allows exactly this text by its hash.
 */
export const KEEP_EARLY_TAPS_SOURCE = `(function keepEarlyTaps() {
  var WRAPPER = '#root > [data-server-rendered], [data-server-page]';
  var UNHYDRATED = '#root > [data-server-rendered]:not([data-live]), [data-server-page]:not([data-live])';
  var CONTROL = 'button, [role="button"], input[type="submit"], input[type="button"], input[type="checkbox"], input[type="radio"]';
  if (!window.MutationObserver) return;
  var pending = [];
  var observer = new MutationObserver(replay);

  function onClick(event) {
    var target = event.target;
    var control = target && target.closest ? target.closest(CONTROL) : null;
    if (!control) return;
    var wrapper = control.closest(WRAPPER);
    if (!wrapper || wrapper.hasAttribute('data-live')) return;
    event.preventDefault();
    event.stopPropagation();
    if (control.hasAttribute('data-pending')) return;
    pending.push({ control: control, wrapper: wrapper, busy: control.getAttribute('aria-busy') });
    control.setAttribute('data-pending', '');
    control.setAttribute('aria-busy', 'true');
  }

  function stopWhenAllLive() {
    if (pending.length > 0 || document.querySelector(UNHYDRATED)) return;
    observer.disconnect();
    document.removeEventListener('click', onClick, true);
  }

  function replay() {
    pending = pending.filter(function stillWaiting(tap) {
      if (!tap.wrapper.hasAttribute('data-live')) return true;
      tap.control.removeAttribute('data-pending');
      if (tap.busy === null) tap.control.removeAttribute('aria-busy');
      else tap.control.setAttribute('aria-busy', tap.busy);
      if (tap.control.isConnected) tap.control.click();
      return false;
    });
    stopWhenAllLive();
  }

  document.addEventListener('click', onClick, true);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-live'], subtree: true });
  // A page with nothing drawn, or drawn live already, needs no keeper once it is parsed.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', stopWhenAllLive);
  else stopWhenAllLive();
})();`;

/** The CSP source that lets the inline keeper, and nothing else inline, run. */
export const KEEP_EARLY_TAPS_CSP = `'sha256-${createHash('sha256').update(KEEP_EARLY_TAPS_SOURCE).digest('base64')}'`;

/** The keeper's script element, for the top of a drawn page's <head>. */
export const keepEarlyTapsScript = (): string => `<script>${KEEP_EARLY_TAPS_SOURCE}</script>`;
