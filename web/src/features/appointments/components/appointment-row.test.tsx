import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Appointment } from '@shop/shared/bookings/booking.schema';
import { vehiclePageMessages as m } from '@shop/shared/vehicles/messages';
import '@/features/appointments/api/outbox-kind.ts';
// What the write loads lazily once its answer is in (its answer's schema, with zod, and the
// toaster), loaded with the test: the waits below are for the write, not for a busy machine
// transforming those modules (the request was seen and the write still pending 5 s later).
import '@shop/shared/appointments/appointments.schema';
import 'react-hot-toast';
import { outboxDb } from '@/features/offline/api/outbox-db.ts';
import { vehicleQuery } from '@/features/vehicles/api/vehicle-queries.ts';
import { queryClient } from '@/lib/query-client.ts';
import { AppointmentRow } from './appointment-row.tsx';

const appointment = {
  id: 7,
  date: '2026-03-09',
  start_time: '10:00',
  status: 'scheduled',
  is_ghost_slot: false,
  service_type: 'Oil Change',
  user: { name: 'Ana Lopez', email: 'ana@example.com', phone: '', id: 1, is_ghost: false },
  vehicle: { make: 'Honda', model: 'Civic', year: '2019', vin: null, license: null },
  vehicle_id: 5,
  version: 2,
} as unknown as Appointment;

/** The server: every status change is taken, and kept for the test. */
function shop() {
  const sent: unknown[] = [];
  globalThis.fetch = (async (_url: string, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)));
    const body = { success: true, appointment: { ...appointment, status: 'completed', version: 3 }, version: 3 };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return sent;
}

function renderRow() {
  render(
    <QueryClientProvider client={queryClient}>
      <table>
        <tbody>
          <AppointmentRow appointment={appointment} onView={() => undefined} onDelete={() => undefined} />
        </tbody>
      </table>
    </QueryClientProvider>,
  );
}

/** The first write loads the outbox's code, which on a busy machine takes more than waitFor's 1 s. */
const WAIT = { timeout: 5_000 };
/** The write goes on after its request is seen (its answer read, the cache updated): the test ends after it. */
const writesSettled = () => vi.waitFor(() => expect(queryClient.isMutating()).toBe(0), WAIT);

beforeEach(async () => {
  queryClient.clear();
  await outboxDb.rows.clear();
});

describe('completing a visit from the list', () => {
  it("when staff mark it completed, then the odometer is asked in the car's unit and sent with the status", async () => {
    const sent = shop();
    // The car's page is in the cache (it is on the board): it counts in kilometres.
    queryClient.setQueryData(vehicleQuery(5).queryKey, { vehicle: { odometer_unit: 'km' } } as never);
    renderRow();
    fireEvent.change(screen.getByLabelText('Status of appointment 7'), { target: { value: 'completed' } });
    const dialog = await screen.findByRole('dialog', { name: 'Complete appointment #7' });
    fireEvent.change(within(dialog).getByLabelText(m.odometerAtVisit('km')), { target: { value: '88000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark completed' }));
    await vi.waitFor(() => expect(sent).toEqual([{ status: 'completed', odometer: 88_000, version: 2 }]), WAIT);
    await writesSettled();
  });

  it('when the odometer is left empty, then only the status goes; when she cancels, then nothing goes', async () => {
    const sent = shop();
    renderRow();
    const status = screen.getByLabelText('Status of appointment 7');
    fireEvent.change(status, { target: { value: 'completed' } });
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect((status as HTMLSelectElement).value).toBe('scheduled');
    expect(sent).toEqual([]);
    fireEvent.change(status, { target: { value: 'completed' } });
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark completed' }));
    await vi.waitFor(() => expect(sent).toEqual([{ status: 'completed', version: 2 }]), WAIT);
    await writesSettled();
  });
});
