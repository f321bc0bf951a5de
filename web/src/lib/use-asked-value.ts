import { useState } from 'react';

/**
 * For a control whose value comes from cached data that a write changes a moment later (after a
 * fetch in flight is cancelled): until the write settles, the control shows what was asked for, so
 * a switch or menu moves under the finger at once instead of snapping back for a frame.
 */
export function useAskedValue<T>(value: T): [shown: T, ask: (next: T, write: Promise<unknown>) => void] {
  const [asked, setAsked] = useState<{ value: T } | null>(null);
  const ask = (next: T, write: Promise<unknown>) => {
    setAsked({ value: next });
    // Its failure is the write's caller's to show; here it only ends the asked value.
    void write.catch(() => undefined).finally(() => setAsked(null));
  };
  return [asked ? asked.value : value, ask];
}
