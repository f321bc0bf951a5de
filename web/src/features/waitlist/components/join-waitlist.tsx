import { useNavigate } from 'react-router-dom';
import type { VehicleContactForm } from '@shop/shared/bookings/booking-validation';
import { toDisplayDate } from '@shop/shared/time/time-format';
import { waitlistMessages as m } from '@shop/shared/waitlist/messages';
import { useWrite } from '@/features/offline/api/run-write.ts';
import { waitlistPath } from '../api/waitlist-queries.ts';
import { joinWaitlist } from '../api/waitlist-writes.ts';

/** The wizard's offer on a day with no free time: a place on its list, with what was typed already. */
export function JoinWaitlist(props: {
  date: string;
  type: 'sameday' | 'dropoff';
  serviceIds: number[];
  form: VehicleContactForm;
}) {
  const navigate = useNavigate();
  const join = useWrite(joinWaitlist);
  const { form } = props;
  async function onJoin() {
    const outcome = await join.mutateAsync({
      date: props.date,
      type: props.type,
      service_ids: props.serviceIds,
      contact_info: { name: form.name, email: form.email, phone: form.phone },
      vehicle_info: {
        make: form.make,
        model: form.model,
        year: form.year,
        vin: form.vin || null,
        license: form.hasPlate ? form.license || null : null,
      },
    });
    if (outcome.ok && !outcome.queued)
      navigate(waitlistPath(`/waitlist/${outcome.response.entry.id}`, outcome.response.token));
  }
  return (
    <button type="button" className="button" disabled={join.isPending} onClick={() => void onJoin()}>
      {m.joinFor(toDisplayDate(props.date))}
    </button>
  );
}
