import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from './app-toaster.tsx';

beforeEach(() => {
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  act(() => toast.remove());
  vi.useRealTimers();
});

describe('AppToaster', () => {
  it('shows a second toast after the first one has gone', async () => {
    render(<AppToaster />);
    act(() => void toast.success('first'));
    expect(await screen.findByText('first')).toBeTruthy();
    // Shown for its 2 s, then taken out 1 s after it is dismissed.
    await act(async () => void (await vi.advanceTimersByTimeAsync(2500)));
    await act(async () => void (await vi.advanceTimersByTimeAsync(1500)));
    expect(screen.queryByText('first')).toBeNull();
    act(() => void toast.success('second'));
    expect(await screen.findByText('second')).toBeTruthy();
  });
});
