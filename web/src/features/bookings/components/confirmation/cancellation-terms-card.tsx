import { cancellationPolicyText, cancellationTerms } from '@shop/shared/bookings/cancellation';
import { formatCents, toCents } from '@shop/shared/money/format-money';
import { shopInstant } from '@shop/shared/time/shop-time';
import { useShopZone } from '@/features/shop/api/use-shop.ts';
import type { Confirmation } from '../../api/confirmation.ts';

/** The cancellation policy, and the fee if the appointment is already close. */
export function CancellationTermsCard({ confirmation: c }: { confirmation: Confirmation }) {
  const zone = useShopZone();
  const slot = c.appointments[0];
  const start = shopInstant(slot.date, slot.start_time, zone);
  const terms = cancellationTerms(toCents(c.totalPrice), start, new Date());
  return (
    <section className="card" aria-labelledby="cancel-title">
      <h2 id="cancel-title">Cancellation terms</h2>
      <p>{cancellationPolicyText(formatCents(terms.lateFeeCents))}</p>
      {!terms.free && (
        <p className="note">
          Your appointment is less than 24 hours away: cancelling now costs {formatCents(terms.feeCents)}.
        </p>
      )}
    </section>
  );
}
