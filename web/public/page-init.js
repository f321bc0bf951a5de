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
})();
