import { useState } from 'react';
import toast from 'react-hot-toast';
import { appMessages } from '@shop/shared/app/messages';
import type { RescheduleBody } from '@shop/shared/appointments/self-service';
import { formatMoney } from '@shop/shared/money/format-money';
import { toDisplayMoment } from '@shop/shared/time/time-format';
import { trackingMessages as m } from '@shop/shared/tracking/messages';
import { queryClient } from '@/lib/query-client.ts';
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
    if (out.state === 'sent') toast.success(out.fee ? m.cancelledWithFee(formatMoney(out.fee)) : m.cancelledFree);
    else if (out.state === 'queued') toast(`Cancellation ${appMessages.offlineSavedSubmission}`);
    else toast.error(out.error);
  }

  async function move(to: RescheduleBody) {
    setBusy(true);
    const out = await rescheduleOwnAppointment(id, token, to);
    setBusy(false);
    if (out.state === 'refused') {
      setMoveError(out.error);
      void queryClient.invalidateQueries({ queryKey: ['available-slots'] });
      void queryClient.invalidateQueries({ queryKey: ['available-dates'] });
      return;
    }
    done();
    setMoveError(null);
    if (out.state === 'sent') toast.success(m.moved(toDisplayMoment(to.date, to.start_time)));
    else toast(`Move ${appMessages.offlineSavedSubmission}`);
  }

  return { busy, moveError, setMoveError, cancel, move };
}
