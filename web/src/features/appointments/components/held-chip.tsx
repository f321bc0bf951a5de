import { shopTimeOf } from '@shop/shared/time/shop-time';
import { toDisplayTime } from '@shop/shared/time/time-format';
import { waitlistMessages as m } from '@shop/shared/waitlist/messages';
import type { HeldTime } from '@shop/shared/waitlist/waitlist.schema';

/** A lane a live waitlist offer holds: muted, with whose offer it is and until when (shop time). */
export function HeldChip({ hold, timeZone }: { hold: HeldTime; timeZone: string }) {
  const until = toDisplayTime(shopTimeOf(new Date(hold.expires_at), timeZone));
  return (
    <div className="appt held" data-hold={hold.entry_id}>
      <strong>{m.heldFor(hold.first_name)}</strong> <span>{m.heldUntil(until)}</span>
    </div>
  );
}
