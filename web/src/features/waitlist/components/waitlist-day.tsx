import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { WaitlistEntry } from '@shop/shared/waitlist/waitlist.schema';
import { toDisplayDate, toDisplayTime } from '@shop/shared/time/time-format';
import { availableSlotsQuery } from '@/features/bookings/api/availability.ts';
import { useWrite } from '@/features/offline/api/run-write.ts';
import { waitlistCountsQuery, waitlistDayQuery } from '../api/waitlist-queries.ts';
import { offerByHand, removeEntry } from '../api/waitlist-writes.ts';

/** The calendar's count of people waiting on one day: a button that opens that day's list. */
export function WaitingCount(props: { date: string; from: string; to: string; onOpen: (date: string) => void }) {
  const counts = useQuery(waitlistCountsQuery(props.from, props.to));
  const n = counts.data?.[props.date] ?? 0;
  if (n === 0) return null;
  return (
    <button type="button" className="button ghost" onClick={() => props.onOpen(props.date)}>
      {n} waiting
    </button>
  );
}

/** A day's waitlist for staff: who waits, who holds an offer; offer a free time by hand, or remove. */
export function WaitlistDay(props: { date: string; onClose: () => void }) {
  const list = useQuery(waitlistDayQuery(props.date));
  return (
    <section className="card stack" aria-label={`Waitlist for ${toDisplayDate(props.date)}`}>
      <div className="button-row">
        <h2>Waitlist for {toDisplayDate(props.date)}</h2>
        <button type="button" className="button ghost" onClick={props.onClose}>
          Close
        </button>
      </div>
      {list.data?.length === 0 && <p className="hint">Nobody is waiting for this day.</p>}
      <ol className="stack">
        {list.data?.map((e) => (
          <EntryRow key={e.id} entry={e} />
        ))}
      </ol>
    </section>
  );
}

function EntryRow({ entry: e }: { entry: WaitlistEntry }) {
  const slots = useQuery({ ...availableSlotsQuery(e.date, e.type, e.services), enabled: e.status === 'waiting' });
  const [start, setStart] = useState('');
  const offer = useWrite(offerByHand);
  const remove = useWrite(removeEntry);
  const onList = e.status === 'waiting' || e.status === 'offered';
  return (
    <li>
      <strong>{e.name}</strong> ({e.email}, {e.phone}): {e.status}
      {e.offer && ` - holds ${toDisplayTime(e.offer.start_time)}`}
      {e.status === 'waiting' && (slots.data?.length ?? 0) > 0 && (
        <span className="button-row">
          <label>
            Time{' '}
            <select value={start} onChange={(ev) => setStart(ev.target.value)}>
              <option value="">Pick a time</option>
              {slots.data!.map((s) => (
                <option key={s.start_time} value={s.start_time}>
                  {toDisplayTime(s.start_time)}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="button"
            disabled={!start || offer.isPending}
            onClick={() => void offer.mutateAsync({ id: e.id, start_time: start })}
          >
            Offer this time
          </button>
        </span>
      )}
      {onList && (
        <button
          type="button"
          className="button danger"
          disabled={remove.isPending}
          onClick={() => void remove.mutateAsync({ id: e.id })}
        >
          Remove
        </button>
      )}
    </li>
  );
}
