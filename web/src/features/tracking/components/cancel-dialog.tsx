import { useId, useState } from 'react';
import { FREE_CANCELLATION_HOURS, LATE_CANCELLATION_FEE_RATE } from '@shop/shared/bookings/cancellation';
import { formatMoney } from '@shop/shared/money/format-money';
import { Modal } from '@/components/modal.tsx';

/** What cancelling now costs, said before the customer confirms. */
export function feeText(fee: number): string {
  return fee > 0
    ? `Cancelling now costs ${formatMoney(fee)} (${LATE_CANCELLATION_FEE_RATE * 100}% of the total), because your appointment is less than ${FREE_CANCELLATION_HOURS} hours away.`
    : `Cancelling now is free: your appointment is more than ${FREE_CANCELLATION_HOURS} hours away.`;
}

/**
 * Asks before cancelling, stating the fee or that it is free (or `note`, the server's reason when
 * an earlier late move holds the fee); an optional reason goes with it.
 */
export function CancelDialog(props: {
  fee: number;
  note?: string | null;
  busy: boolean;
  onKeep: () => void;
  onCancel: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const reasonId = useId();
  return (
    <Modal
      title="Cancel this appointment?"
      onClose={props.onKeep}
      footer={
        <>
          <button type="button" className="button ghost" onClick={props.onKeep}>
            Keep appointment
          </button>
          <button type="button" className="button danger" disabled={props.busy} onClick={() => props.onCancel(reason)}>
            {props.busy ? 'Cancelling...' : 'Cancel appointment'}
          </button>
        </>
      }
    >
      <p className={props.fee > 0 ? 'note' : undefined}>{props.note ?? feeText(props.fee)}</p>
      <div className="field">
        <label htmlFor={reasonId}>Reason (optional)</label>
        <textarea id={reasonId} rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
    </Modal>
  );
}
