import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { row } from '../api/outbox.fixtures.ts';
import { clearProgress, reportProgress } from '../api/upload-progress.ts';
import { BinaryBody } from './binary-body.tsx';

const body = { kind: 'binary' as const, type: 'image/jpeg', size: '480.0 KB' };
const photoRow = (status: 'queued' | 'sending') =>
  row({ id: 'p1', label: 'Photo: Brakes', status, payload: undefined, binary: { type: 'image/jpeg', size: 491520 } });

describe('BinaryBody', () => {
  it('when a photo waits, then its type and size show, not its bytes', () => {
    render(<BinaryBody row={photoRow('queued')} body={body} />);
    expect(screen.getByText('image/jpeg, 480.0 KB')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('when the page sends a photo, then a bar and "n of m KB" follow its bytes', () => {
    render(<BinaryBody row={photoRow('sending')} body={body} />);
    // Sending from the service worker: no figure to show, so no bar pretends to one.
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => reportProgress('p1', 122880, 491520));
    const bar = screen.getByRole('progressbar', { name: 'Photo: Brakes upload' }) as HTMLProgressElement;
    expect([bar.value, bar.max]).toEqual([122880, 491520]);
    expect(screen.getByText('120 of 480 KB', { selector: 'p' })).toBeTruthy();
    act(() => clearProgress('p1'));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
