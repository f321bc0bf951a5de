import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { AppToaster } from './app-toaster.tsx';

// jsdom has no matchMedia; react-hot-toast asks it whether to animate.
window.matchMedia ??= ((query: string) => ({ matches: true, media: query }) as MediaQueryList) as typeof matchMedia;
afterEach(() => act(() => toast.remove()));

describe('the toast area', () => {
  it('when every toast is gone, then a later toast still shows', async () => {
    render(<AppToaster />);
    act(() => void toast.success('First change saved'));
    expect(await screen.findByText('First change saved')).toBeTruthy();
    act(() => toast.remove());
    expect(screen.queryByText('First change saved')).toBeNull();
    act(() => void toast.success('Second change saved'));
    expect(await screen.findByText('Second change saved')).toBeTruthy();
  });
});
