import { trackingMessages } from '@shop/shared/tracking/messages';
import { describe, expect, it } from 'vitest';
import { afterCommit, bookAs } from '../test/booking-helpers.ts';
import { adminTestApp } from '../test/test-app.ts';

const app = adminTestApp();

/** Tuesday 10 March 2026, 10:00 in Los Angeles (17:00 UTC): an oil change, $39.99, late fee $8.00. */
const TUESDAY_10 = { date: '2026-03-10', start_time: '10:00', end_time: '11:00' };

async function booked() {
  const b = await bookAs(app.t, TUESDAY_10);
  const q = `?t=${b.trackingToken}`;
  return {
    page: async () => (await app.t.call('GET', `/api/appointments/${b.id}/tracking${q}`)).body,
    move: (date: string) =>
      app.t.call('POST', `/api/appointments/${b.id}/reschedule${q}`, { body: { date, start_time: '09:00' } }),
    cancel: () => app.t.call('POST', `/api/appointments/${b.id}/cancel${q}`, { body: {} }),
  };
}

describe('a move inside the 24 hours before the start', () => {
  it('keeps the earlier start as the fee reference: cancelling the new time costs the fee, and the page says why', async () => {
    const a = await booked();
    app.t.clock.set('2026-03-09T18:00:00Z'); // Monday 11:00, 23 hours before
    expect((await a.page()).move_note).toBe(trackingMessages.moveKeepsFee('$8.00', 'Wed Mar 11, 10:00 AM'));
    expect((await a.move('2026-03-12')).status).toBe(200);
    app.t.clock.set('2026-03-09T19:00:00Z');
    // Moving again keeps the first reference: the fee cannot be pushed away move by move.
    expect((await a.move('2026-03-13')).status).toBe(200);
    const page = await a.page();
    expect(page).toMatchObject({
      date: '2026-03-13',
      cancellation_fee: 8,
      can_cancel: true,
      fee_note: trackingMessages.feeHeldByMove('$8.00', 'Tue Mar 10, 10:00 AM', 'Wed Mar 11, 10:00 AM'),
    });
    const cancelled = await a.cancel();
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.cancellation).toEqual({ fee: 8, free: false });
    await afterCommit(app.t);
    const mail = app.t.mailsTo('ana@example.com').find((m) => m.subject.startsWith('Cancelled:'))!;
    expect(mail.text).toContain(trackingMessages.cancelledWithFee('$8.00'));
  });

  it('holds the fee until 24 hours after the earlier start, then cancelling is free again', async () => {
    const a = await booked();
    app.t.clock.set('2026-03-09T18:00:00Z');
    expect((await a.move('2026-03-13')).status).toBe(200);
    app.t.clock.set('2026-03-11T16:59:00Z');
    expect((await a.page()).cancellation_fee).toBe(8);
    app.t.clock.set('2026-03-11T17:00:00Z');
    expect(await a.page()).toMatchObject({ cancellation_fee: 0, fee_note: null, move_note: null });
    expect((await a.cancel()).body.cancellation).toEqual({ fee: 0, free: true });
  });

  it('but a move made earlier than that leaves no fee behind', async () => {
    const a = await booked();
    app.t.clock.set('2026-03-09T16:59:00Z'); // 24 hours and a minute before
    expect((await a.page()).move_note).toBeNull();
    expect((await a.move('2026-03-13')).status).toBe(200);
    expect(await a.page()).toMatchObject({ cancellation_fee: 0, fee_note: null });
    expect((await a.cancel()).body.cancellation).toEqual({ fee: 0, free: true });
  });
});
