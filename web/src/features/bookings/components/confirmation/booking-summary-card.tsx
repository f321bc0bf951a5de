import { bookingMessages as m } from '@shop/shared/bookings/messages';
import { toDisplayDate, toDisplayTime } from '@shop/shared/time/time-format';
import { CopyButton } from '@/components/copy-button.tsx';
import type { Confirmation } from '../../api/confirmation.ts';
import { PriceLines } from '../wizard/price-lines.tsx';

/** Order id, date, time and prices of the booking (customer spec 3). */
export function BookingSummaryCard({ confirmation: c }: { confirmation: Confirmation }) {
  const slot = c.appointments[0];
  return (
    <section className="card">
      {c.order_id && (
        <p className="order-id">
          Order <strong>{c.order_id}</strong> <CopyButton text={c.order_id} label="order id" />
        </p>
      )}
      <dl className="facts">
        <div>
          <dt>Date</dt>
          <dd>{toDisplayDate(slot.date)}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>
            {toDisplayTime(slot.start_time)}
            {c.isGhostSlot ? ' (drop-off)' : ''}
          </dd>
        </div>
      </dl>
      <PriceLines lines={c.services} discount={c.discount} total={c.totalPrice} />
      {c.paymentOption === 'online' && <p className="hint">{m.paymentLinkFollows}</p>}
    </section>
  );
}
