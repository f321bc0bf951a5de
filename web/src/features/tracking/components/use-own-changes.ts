import { useState } from 'react';
import type { RescheduleBody } from '@shop/shared/appointments/self-service';
import { formatMoney } from '@shop/shared/money/format-money';
import { toDisplayMoment } from '@shop/shared/time/time-format';
import { trackingMessages as m } from '@shop/shared/tracking/messages';
import { announce } from '@/features/offline/api/announce.tsx';
import { refreshAvailability } from '@/features/bookings/api/availability.ts';
import { cancelOwnAppointment, rescheduleOwnAppointment } from '../api/appointment-changes.ts';

/**
 * The customer's cancel and move, told in a toast: done, saved for later (offline), or refused.
 * A refused move keeps the time picker open with the reason and fresh slots.
 */
export function useOwnChanges(id: number, token: string | undefined, done: () => void) {
  const [busy, setBusy] = useState(false);
  const [moveError, setMoveError] = useState<string | null>(null);

  async function cancel(reason: string) {
    setBusy(true);
    const out = await cancelOwnAppointment(id, token, reason);
    setBusy(false);
    done();
    const text = out.state === 'sent' && out.fee ? m.cancelledWithFee(formatMoney(out.fee)) : m.cancelledFree;
    announce(out.state === 'sent' ? { state: 'sent', text } : out, 'Cancellation');
  }

  async function move(to: RescheduleBody) {
    setBusy(true);
    const out = await rescheduleOwnAppointment(id, token, to);
    setBusy(false);
    if (out.state === 'refused') {
      setMoveError(out.error);
      refreshAvailability();
      return;
    }
    done();
    setMoveError(null);
    announce(
      out.state === 'sent' ? { state: 'sent', text: m.moved(toDisplayMoment(to.date, to.start_time)) } : out,
      'Move',
    );
  }

  return { busy, moveError, setMoveError, cancel, move };
}
