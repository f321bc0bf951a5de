import { useEffect, useMemo } from 'react';
import type { CreateBookingResponse } from '@shop/shared/bookings/booking.schema';
import type { OutboxRow } from '@/features/offline/api/outbox-db.ts';
import { useOutboxRow } from '@/features/offline/api/use-outbox.ts';
import { saveConfirmation, type Confirmation } from './confirmation.ts';
import { saveTrackingRecord } from './tracking-records.ts';

/**
 * Turns the confirmation into the confirmed one once its queued booking has been sent, and
 * keeps that confirmed one (and its tracking record) for a reload. Also returns the outbox row.
 */
export function useSettledConfirmation(initial: Confirmation | null): {
  confirmation: Confirmation | null;
  row: OutboxRow | undefined;
} {
  const row = useOutboxRow(initial?.outboxId ?? undefined);
  const confirmation = useMemo(() => {
    if (!initial?.outboxId || row?.status !== 'sent') return initial;
    const res = row.response as CreateBookingResponse;
    return {
      ...initial,
      outboxId: null,
      order_id: res.order_id,
      appointmentId: res.appointment.id,
      trackingToken: res.tracking_token,
      services: res.appointment.services,
      totalPrice: res.appointment.total_price,
      discount: res.appointment.discount,
      awaitsShop: res.appointment.status === 'pending',
    };
  }, [initial, row]);

  useEffect(() => {
    const c = confirmation;
    if (c && initial?.outboxId && !c.outboxId && c.appointmentId && c.trackingToken) {
      saveConfirmation(c);
      saveTrackingRecord({
        appointmentId: c.appointmentId,
        email: c.email,
        isGhostSlot: c.isGhostSlot,
        token: c.trackingToken,
        date: c.appointments[0].date,
        start_time: c.appointments[0].start_time,
        service: c.services.map((s) => s.name).join(', '),
      });
    }
  }, [confirmation, initial]);

  return { confirmation, row };
}
