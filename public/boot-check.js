/*
 * index.html's last word when the app's code can't arrive (decision 0039): if
 * the entry script, or the chunk it imports, fails to load, the splash would spin forever. Then
 * this shows index.html's hidden message, 'The app could not load', with a Reload button.
 * A file, not an inline script: the Content-Security-Policy allows scripts from 'self' only
 * (server/plugins/security-headers.ts). Loaded with `defer` before the entry in <head>, so it runs
 * before the entry's error event can fire (deferred and module scripts run in document order).
 */
(function () {
  function showFailure() {
    var message = document.getElementById('app-load-failed');
    // Gone once the app has rendered: nothing to do then.
    if (!message || !message.hidden) return;
    // The splash, or the saved screen the service worker showed in its place (decision 0055).
    var splash = document.querySelector('#root > .app-splash, #root > .app-saved-screen');
    if (splash) splash.remove();
    message.hidden = false;
    var reload = message.querySelector('button');
    if (reload) {
      reload.addEventListener('click', function () {
        window.location.reload();
      });
      reload.focus();
    }
  }
  // A script's load error does not bubble: listened for in the capture phase.
  window.addEventListener(
    'error',
    function (event) {
      var target = event.target;
      if (target instanceof HTMLScriptElement && target.type === 'module') showFailure();
    },
    true,
  );
})();
