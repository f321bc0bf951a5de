import { useEffect, useState } from 'react';

/** Whether the Control key is held right now; a lost window focus counts as released. */
export function useControlKey(): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    const down = (e: KeyboardEvent) => e.key === 'Control' && setHeld(true);
    const up = (e: KeyboardEvent) => e.key === 'Control' && setHeld(false);
    const reset = () => setHeld(false);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    window.addEventListener('blur', reset);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
      window.removeEventListener('blur', reset);
    };
  }, []);
  return held;
}
