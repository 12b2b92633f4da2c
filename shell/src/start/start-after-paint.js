// Starts the shell's JavaScript once the page's server-rendered HTML has been painted (issue 12): the
// layout and the first content show without waiting for the scripts, which the HTML preloads so they
// are ready by then. The script to run is this element's data-main. A tab opened in the background
// gets no animation frames, so a timer starts it there.
(function startAfterPaint() {
  var current = document.currentScript;
  var main = current && current.getAttribute('data-main');
  if (!main) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.src = main;
    document.head.appendChild(script);
  }
  // A timer set from an animation frame runs after that frame is painted.
  requestAnimationFrame(function afterFrame() {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
