import { useCallback, useSyncExternalStore } from 'react';

const KEY = 'darkMode';
const listeners = new Set<() => void>();

const isDark = () => document.documentElement.dataset.theme === 'dark';

/** The theme, stored under 'darkMode' and defaulting to the system preference (see page-init.js). */
export function useTheme(): { dark: boolean; toggle: () => void } {
  const dark = useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    isDark,
    () => false,
  );
  const toggle = useCallback(() => {
    const next = !isDark();
    document.documentElement.dataset.theme = next ? 'dark' : 'light';
    localStorage.setItem(KEY, String(next));
    listeners.forEach((l) => l());
  }, []);
  return { dark, toggle };
}
