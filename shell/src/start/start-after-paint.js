// Starts the shell's JavaScript (this element's data-main: its scripts, separated by spaces) once the server-drawn page is presented: after
// its first contentful paint and, where it has a hero image (fetchpriority="high"), that image's paint, so
// evaluating main.js never delays the first paint. Without paint entries, after the first frame; in a
// background tab, on a timer.
(function startAfterPaint() {
  var current = document.currentScript;
  var main = current && current.getAttribute('data-main');
  if (!main) return;

  /** How long after its load a hero image that made no largest-paint entry is taken as painted. */
  var HERO_GRACE_MS = 50;
  /** The latest start, whatever was or was not observed. */
  var LATEST_START_MS = 1000;

  var started = false;
  function start() {
    if (started) return;
    started = true;
    main.split(' ').forEach(function add(src) {
      if (!src) return;
      var script = document.createElement('script');
      script.src = src;
      document.head.appendChild(script);
    });
  }

  /** Starts delayMs after the next animation frame: a timer set from a frame runs once that frame is produced. */
  function startAfterFrame(delayMs) {
    requestAnimationFrame(function afterFrame() {
      setTimeout(start, delayMs);
    });
  }

  var observable = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  function observes(type) {
    return observable.indexOf(type) >= 0;
  }

  /** Calls then() once an entry of this type that passes accept() has been presented. */
  function whenPresented(type, accept, then) {
    var observer = new PerformanceObserver(function onEntries(list) {
      if (list.getEntries().some(accept)) {
        observer.disconnect();
        then();
      }
    });
    observer.observe({ type: type, buffered: true });
  }

  function afterFirstPaint() {
    var hero = document.querySelector('img[fetchpriority="high"]');
    if (!hero || !observes('largest-contentful-paint')) {
      setTimeout(start, 0);
      return;
    }
    whenPresented('largest-contentful-paint', function isHero(entry) { return entry.element === hero; }, start);
    if (hero.complete) startAfterFrame(HERO_GRACE_MS);
    else {
      hero.addEventListener('load', function loaded() { startAfterFrame(HERO_GRACE_MS); });
      hero.addEventListener('error', start);
    }
  }

  var root = document.getElementById('root');
  var drawn = Boolean(root && root.firstElementChild);
  if (drawn && observes('paint')) {
    whenPresented('paint', function isFirstContentful(entry) { return entry.name === 'first-contentful-paint'; }, afterFirstPaint);
  } else {
    startAfterFrame(0);
  }
  setTimeout(start, LATEST_START_MS);
})();

// A tap on a button of the drawn page before React has hydrated that part is kept, not lost: the button
// shows it is pending (aria-busy) and is tapped again once its wrapper is marked live (shared-lib
// DrawnByServer sets data-live). Links need nothing: they are plain <a href> and navigate at once.
(function keepEarlyTaps() {
  var WRAPPER = '#root > [data-server-rendered], [data-server-page]';
  var CONTROL = 'button, [role="button"], input[type="submit"], input[type="button"], input[type="checkbox"], input[type="radio"]';
  var pending = [];

  function unhydrated() {
    return document.querySelector('#root > [data-server-rendered]:not([data-live]), [data-server-page]:not([data-live])');
  }

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

  function replay() {
    pending = pending.filter(function stillWaiting(tap) {
      if (!tap.wrapper.hasAttribute('data-live')) return true;
      tap.control.removeAttribute('data-pending');
      if (tap.busy === null) tap.control.removeAttribute('aria-busy');
      else tap.control.setAttribute('aria-busy', tap.busy);
      if (tap.control.isConnected) tap.control.click();
      return false;
    });
    if (pending.length === 0 && !unhydrated()) {
      observer.disconnect();
      document.removeEventListener('click', onClick, true);
    }
  }

  if (!unhydrated() || !window.MutationObserver) return;
  var observer = new MutationObserver(replay);
  observer.observe(document.getElementById('root'), { attributes: true, attributeFilter: ['data-live'], subtree: true });
  document.addEventListener('click', onClick, true);
})();
