/*
 * The saved first screen's entry (decision 0055): the service worker puts this in place of the
 * app's module script when it answers `/` with Home as last seen (src/sw-shared/saved-screen.ts).
 * A module script runs as soon as the document is parsed, and with the code already in the
 * worker's cache that comes before the browser's first paint: the saved screen then waited for
 * the entry chunk (about 0.7 s at 4x CPU) before it showed. This starts the app one frame later,
 * after the saved screen is painted; the modulepreload of the same URL (also put in by the
 * worker) fetches and compiles it meanwhile. A hidden page paints no frame: it starts at once.
 * The saved screen's frame is styled by its own rules only: the app's stylesheets (data-styles)
 * come first, and the app starts once they have loaded, so that its render is styled as always.
 * A file, not an inline script: the Content-Security-Policy allows scripts from 'self' only.
 */
(function () {
  var self = document.currentScript;
  var entry = self && self.getAttribute('data-entry');
  if (!entry) return;
  var styles = (self.getAttribute('data-styles') || '').split(' ').filter(Boolean);
  function startApp() {
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = entry;
    document.head.appendChild(script);
  }
  function start() {
    var waiting = styles.length;
    if (!waiting) return startApp();
    // A stylesheet that fails to load does not keep the app from starting.
    function loaded() {
      waiting -= 1;
      if (waiting === 0) startApp();
    }
    styles.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'stylesheet';
      link.crossOrigin = 'anonymous';
      link.href = href;
      link.onload = loaded;
      link.onerror = loaded;
      document.head.appendChild(link);
    });
  }
  if (document.visibilityState === 'hidden') start();
  else
    requestAnimationFrame(function () {
      // The frame's paint follows its animation callbacks; a task queued here runs after it.
      setTimeout(start, 0);
    });
})();
