import { MoonIcon, SunIcon } from '@/components/shell-icons.tsx';
import { useHydrated } from '@/lib/use-hydrated.ts';
import { useTheme } from '../api/use-theme.ts';

export function ThemeToggle() {
  const theme = useTheme();
  // The prerendered button is the light one; page-init.js has already painted the right colours.
  const hydrated = useHydrated();
  const dark = hydrated && theme.dark;
  return (
    <button
      type="button"
      className="icon-button"
      onClick={theme.toggle}
      disabled={!hydrated}
      aria-label={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      aria-pressed={dark}
    >
      {dark ? <SunIcon aria-hidden="true" size={20} /> : <MoonIcon aria-hidden="true" size={20} />}
    </button>
  );
}
