import { useTheme } from '../api/use-theme.ts';

export function ThemeToggle() {
  const { dark, toggle } = useTheme();
  return (
    <button type="button" className="icon-button" onClick={toggle} aria-label={dark ? 'Switch to light mode' : 'Switch to dark mode'} aria-pressed={dark}>
      <span aria-hidden="true">{dark ? '☀' : '☾'}</span>
    </button>
  );
}
