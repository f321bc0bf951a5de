// Applies the saved or system theme before the first paint, so dark mode never flashes white.
(function () {
  try {
    var saved = localStorage.getItem('darkMode');
    var dark = saved === null ? matchMedia('(prefers-color-scheme: dark)').matches : saved === 'true';
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  } catch {
    document.documentElement.dataset.theme = 'light';
  }
})();
