import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CreateBookingResponse } from '@shop/shared/bookings/booking.schema';
import { bookingMessages as m } from '@shop/shared/bookings/messages';
import type { PriceQuote } from '@shop/shared/bookings/pricing';
import { endOf } from '@shop/shared/bookings/slot-rules';
import { announce } from '@/features/offline/api/announce.tsx';
import { discardLazily, submitLazily } from '@/features/offline/api/submit-lazily.ts';
import { saveConfirmation, type Confirmation } from '../../api/confirmation.ts';
import type { ServiceSelection } from '../../api/selection.ts';
import { saveTrackingRecord } from '../../api/tracking-records.ts';
import { confirmedBooking, unconfirmedBooking } from './booking-confirmation.ts';
import { bookingBody, clearWizard, type WizardState } from './wizard-state.ts';

/** Why a booking was not made; `conflict` when its time was taken meanwhile. */
export interface BookingFailure {
  error: string;
  conflict: boolean;
}

/**
 * Sends the wizard's booking through the outbox. Sent or queued, it goes to the confirmation
 * page; otherwise it resolves to the failure to show.
 */
export function useSubmitBooking(selection: ServiceSelection, quote: PriceQuote) {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);

  function finish(c: Confirmation) {
    saveConfirmation(c);
    clearWizard();
    navigate('/appointment-success', { state: c });
  }

  async function submit(state: WizardState): Promise<BookingFailure | null> {
    setSubmitting(true);
    const base = unconfirmedBooking(state, quote);
    const row = await submitLazily({
      kind: 'booking',
      label: `Booking: ${selection.services.map((s) => s.name).join(', ')} on ${state.date} ${state.time}`,
      method: 'POST',
      path: '/api/appointments',
      payload: bookingBody(state, selection, endOf(state.time)),
      context: { wizard: state, selection, confirmation: base },
    });
    setSubmitting(false);
    if (row.status === 'sent') {
      const res = row.response as CreateBookingResponse;
      saveTrackingRecord(
        {
          appointmentId: res.appointment.id,
          email: base.email,
          isGhostSlot: res.appointment.is_ghost_slot,
          token: res.tracking_token,
          date: state.date,
          start_time: state.time,
          service: res.appointment.service_type,
        },
        row.author?.id ?? null,
      );
      finish(confirmedBooking(base, res));
      // Its answer is shown and kept: the sent row (contact details and all) leaves the outbox.
      void discardLazily(row.id);
    } else if (row.status === 'queued') {
      announce({ state: 'queued' }, 'Booking');
      finish({ ...base, outboxId: row.id });
    } else if (row.status === 'conflict') {
      // Shown here at once, with "Pick another time" (a new booking): it does not wait in the outbox.
      void discardLazily(row.id);
      return { error: row.lastError ?? m.slotUnavailable, conflict: true };
    } else {
      return { error: row.lastError ?? m.failedToCreate, conflict: false };
    }
    return null;
  }

  return { submit, submitting };
}
