import { fireEvent, screen } from '@testing-library/react';
import { toast } from '@/lib/toast.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render.tsx';
import { ScheduleModal } from './schedule-modal.tsx';

const SERVICES = [{ id: 1, name: 'Oil Change', duration_hours: 1, price_cents: 4999, description: '' }];

/** The server by path: the catalogue, and every other call recorded and refused. */
function serve() {
  const asked: { url: string; method: string }[] = [];
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    asked.push({ url, method: init?.method ?? 'GET' });
    const [status, body] =
      url === '/api/services' ? [200, SERVICES] : [404, { success: false, code: 'not_found', error: 'Not found' }];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return asked;
}

afterEach(() => vi.restoreAllMocks());

describe('new appointment and its VIN', () => {
  it('when the VIN typed is wrong, then Save names the problem and nothing is sent', async () => {
    const asked = serve();
    const toasted = vi.spyOn(toast, 'error');
    const view = renderWithProviders(
      <ScheduleModal date="2026-03-10" hour={9} request={null} requests={[]} onClose={() => undefined} />,
    );
    await view.settled();
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('VIN'), { target: { value: '1HGCM82643A004352' } });
    fireEvent.click(screen.getByLabelText(/Oil Change/));
    fireEvent.click(screen.getByRole('button', { name: 'Save Appointment' }));
    await view.settled();
    expect(toasted).toHaveBeenCalledWith('Check digit should be 3.');
    expect(asked.filter((a) => a.method !== 'GET')).toEqual([]);
  });
});
