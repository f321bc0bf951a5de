// Runs before the first paint. The saved or system theme, so dark mode never flashes white; and,
// where the service worker answered instead of the server, the last known feature flags, so a
// prerendered page's navigation is right at once (the app keeps both current afterwards).
(function () {
  var root = document.documentElement;
  try {
    var saved = localStorage.getItem('darkMode');
    var dark = saved === null ? matchMedia('(prefers-color-scheme: dark)').matches : saved === 'true';
    root.dataset.theme = dark ? 'dark' : 'light';
  } catch {
    root.dataset.theme = 'light';
  }
  try {
    var flags = JSON.parse(localStorage.getItem('featureFlags') || 'null');
    if (flags && root.dataset.flags === undefined) {
      root.dataset.flags = Object.keys(flags)
        .filter(function (name) {
          return flags[name] === true;
        })
        .join(' ');
    }
  } catch {
    // No stored flags: the links behind flags stay hidden until the app has asked the server.
  }
  // A customer page opened from a mail's link (see customerShell in web/build/customer-shells.ts):
  // its API read starts now, beside its code, and the app takes the answer from the named global.
  try {
    var read = document.querySelector('meta[name="early-read"]');
    var token = new URLSearchParams(location.search).get('t');
    var route = read ? read.getAttribute('data-route').split('/') : [];
    var here = location.pathname.split('/');
    var id = null;
    var same =
      token !== null &&
      route.length === here.length &&
      route.every(function (part, i) {
        if (part !== ':id') return part === here[i];
        id = here[i];
        return /^[1-9][0-9]*$/.test(id);
      });
    if (read && same && id) {
      var path = read.getAttribute('content').replace(':id', id) + '?t=' + encodeURIComponent(token);
      var response = fetch(path, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
      // Unused (the app asked otherwise), a failure is nobody's error.
      response.catch(function () {});
      window[read.getAttribute('data-global')] = { path: path, response: response, at: performance.now() };
    }
  } catch {
    // No early read: the page asks for its data itself, as on any other route.
  }
  // A prerendered page's code (see codeAfterPaint in web/build/prerender-plugin.ts) is asked for
  // after its first paint, so on a slow network the styles and the page come first.
  var loaded = false;
  var load = function () {
    var entry = document.querySelector('meta[name="app-entry"]');
    if (loaded || !entry) return;
    loaded = true;
    (entry.getAttribute('data-preload') || '').split(' ').forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.src = entry.getAttribute('content');
    document.head.appendChild(script);
  };
  var afterPaint = function () {
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
    // A tab opened in the background paints no frame: its code still loads.
    setTimeout(load, 1000);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
})();
