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
