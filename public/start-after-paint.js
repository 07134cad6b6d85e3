/*
 * The saved first screen's entry (decision 0055): the service worker puts this in place of the
 * app's module script when it answers `/` with Home as last seen (src/sw-shared/saved-screen.ts).
 * A module script runs as soon as the document is parsed, and with the code already in the
 * worker's cache that comes before the browser's first paint: the saved screen then waited for
 * the entry chunk (about 0.7 s at 4x CPU) before it showed. This starts the app one frame later,
 * after the saved screen is painted; the modulepreload of the same URL (also put in by the
 * worker) fetches and compiles it meanwhile. A hidden page paints no frame: it starts at once.
 * A file, not an inline script: the Content-Security-Policy allows scripts from 'self' only.
 */
(function () {
  var entry = document.currentScript && document.currentScript.getAttribute('data-entry');
  if (!entry) return;
  function start() {
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = entry;
    document.head.appendChild(script);
  }
  if (document.visibilityState === 'hidden') start();
  else
    requestAnimationFrame(function () {
      // The frame's paint follows its animation callbacks; a task queued here runs after it.
      setTimeout(start, 0);
    });
})();
