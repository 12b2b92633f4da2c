// Starts the shell's JavaScript once the page's server-drawn HTML is on the screen: the layout
// and the first content show without waiting for the scripts, which the HTML preloads so they are ready
// by then. The script to run is this element's data-main.
//
// "On the screen" means presented, not just produced: a frame's paint timing entry is queued only once
// the compositor has shown it, while an animation frame's timer can run before that. Starting main.js in
// that gap (which happened in about one page load of three) made the first paint wait for main.js's
// evaluation, and a measure of the paint, such as Lighthouse's, count main.js's download in it.
// So it waits for:
//   1. the first contentful paint's entry (paint timing), and then
//   2. where the page has a hero image (the drawn page marks it fetchpriority="high"), that image's
//      largest-contentful-paint entry; an image that is not the largest makes none, so once it has
//      loaded one frame and a short grace are enough.
// A page with nothing drawn in #root (a dealer page for a visitor who has answered the cookie question)
// has no contentful paint to wait for, and a browser without these entry types cannot tell: both start
// after the first animation frame, as before. A tab opened in the background, which gets no frames,
// starts on a timer.
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
    var script = document.createElement('script');
    script.src = main;
    document.head.appendChild(script);
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
