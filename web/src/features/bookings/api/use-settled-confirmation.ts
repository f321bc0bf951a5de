import { useEffect, useMemo, useState } from 'react';
import type { CreateBookingResponse } from '@shop/shared/bookings/booking.schema';
import type { OutboxRow } from '@/features/offline/api/outbox-db.ts';
import { discardLazily } from '@/features/offline/api/submit-lazily.ts';
import { useOutboxRow } from '@/features/offline/api/use-outbox.ts';
import { confirmedBooking } from '../components/wizard/booking-confirmation.ts';
import { saveConfirmation, type Confirmation } from './confirmation.ts';
import { saveTrackingRecord } from './tracking-records.ts';

function settledBy(initial: Confirmation, row: OutboxRow): Confirmation {
  const answered = confirmedBooking(initial, row.response as CreateBookingResponse);
  return { ...answered, outboxId: null, settledFrom: row.id };
}

/**
 * Turns the confirmation into the confirmed one once its queued booking has been sent, and
 * keeps that confirmed one (and its tracking record) for a reload. Also returns the outbox row,
 * which leaves the outbox once its answer is shown and kept here.
 */
export function useSettledConfirmation(initial: Confirmation | null): {
  confirmation: Confirmation | null;
  row: OutboxRow | undefined;
} {
  const row = useOutboxRow(initial?.outboxId ?? undefined);
  const [kept, setKept] = useState<Confirmation | null>(null);
  const confirmation = useMemo(() => {
    if (kept) return kept;
    if (!initial?.outboxId || row?.status !== 'sent') return initial;
    return settledBy(initial, row);
  }, [initial, row, kept]);

  useEffect(() => {
    const c = confirmation;
    if (kept || !row || !c || !initial?.outboxId || c.outboxId || !c.appointmentId || !c.trackingToken) return;
    saveConfirmation(c);
    saveTrackingRecord(
      {
        appointmentId: c.appointmentId,
        email: c.email,
        isGhostSlot: c.isGhostSlot,
        token: c.trackingToken,
        date: c.appointments[0].date,
        start_time: c.appointments[0].start_time,
        service: c.services.map((s) => s.name).join(', '),
      },
      row.author?.id ?? null,
    );
    setKept(c);
    // Its answer is shown and kept: the sent row (contact details and all) leaves the outbox.
    void discardLazily(row.id);
  }, [confirmation, initial, row, kept]);

  return { confirmation, row: kept ? undefined : row };
}
