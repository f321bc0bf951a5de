import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAskedValue } from './use-asked-value.ts';

/** A switch over a stored value that the write changes only when `settle` is called. */
function Switch({ stored, write }: { stored: boolean; write: Promise<unknown> }) {
  const [shown, ask] = useAskedValue(stored);
  return (
    <input
      type="checkbox"
      role="switch"
      aria-label="On"
      checked={shown}
      onChange={(e) => ask(e.target.checked, write)}
    />
  );
}

const isOn = () => (screen.getByRole('switch') as HTMLInputElement).checked;

function deferred() {
  let settle!: () => void;
  const promise = new Promise<void>((resolve) => (settle = resolve));
  return { promise, settle };
}

describe('useAskedValue', () => {
  it('shows the asked value at once, before the stored value changes', () => {
    const write = deferred();
    render(<Switch stored={false} write={write.promise} />);
    fireEvent.click(screen.getByRole('switch'));
    expect(isOn()).toBe(true);
  });

  it('shows the stored value again once the write settles, so a refused write snaps back', async () => {
    const write = deferred();
    render(<Switch stored={false} write={write.promise} />);
    fireEvent.click(screen.getByRole('switch'));
    await act(async () => write.settle());
    expect(isOn()).toBe(false);
  });

  it('follows the stored value when nothing was asked', () => {
    const { rerender } = render(<Switch stored={false} write={Promise.resolve()} />);
    rerender(<Switch stored={true} write={Promise.resolve()} />);
    expect(isOn()).toBe(true);
  });
});
