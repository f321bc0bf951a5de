import { DeferredNotifyMe } from '@/features/push/components/deferred.tsx';
import { useQuery } from '@tanstack/react-query';
import { NotFoundNotice } from '@/components/not-found-notice.tsx';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { toDisplayDate, toDisplayMoment } from '@shop/shared/time/time-format';
import { trackingPagePath } from '@shop/shared/tracking/tracking-links';
import { waitlistMessages as m } from '@shop/shared/waitlist/messages';
import { Loading } from '@/app/guards.tsx';
import { useWrite } from '@/features/offline/api/run-write.ts';
import { waitlistEntryQuery } from '@/features/waitlist/api/waitlist-queries.ts';
import { claimOffer, leaveWaitlist } from '@/features/waitlist/api/waitlist-writes.ts';
import { OfferCountdown } from '@/features/waitlist/components/offer-countdown.tsx';

/** A waitlist entry from its link (?t=): the place in line, or the offered time with a countdown and Take it. */
export default function WaitlistPage() {
  const id = Number(useParams().id);
  const token = useSearchParams()[0].get('t') ?? undefined;
  const navigate = useNavigate();
  const q = useQuery({ ...waitlistEntryQuery(id, token), enabled: Number.isInteger(id) && id > 0 });
  const claim = useWrite(claimOffer);
  const leave = useWrite(leaveWaitlist);
  if (q.isPending && q.fetchStatus !== 'idle') return <Loading />;
  const entry = q.data;
  if (!entry) {
    return <NotFoundNotice message={m.notFound} />;
  }
  async function take(start: string) {
    const outcome = await claim.mutateAsync({ id, token, start_time: start });
    if (outcome.ok && !outcome.queued)
      navigate(trackingPagePath(outcome.response.appointment.id, outcome.response.tracking_token));
    else void q.refetch();
  }
  const onList = entry.status === 'waiting' || entry.status === 'offered';
  return (
    <div className="page narrow stack">
      <h1>Waitlist for {toDisplayDate(entry.date)}</h1>
      {entry.offer ? (
        <section className="card stack" aria-label="Your offer">
          <h2>{m.offerSubject(toDisplayMoment(entry.date, entry.offer.start_time))}</h2>
          <OfferCountdown expiresAt={entry.offer.expires_at} onEnd={() => void q.refetch()} />
          <button
            type="button"
            className="button primary"
            disabled={claim.isPending}
            onClick={() => void take(entry.offer!.start_time)}
          >
            {m.takeIt}
          </button>
        </section>
      ) : entry.status === 'waiting' && entry.position !== null ? (
        <p role="status">{m.joined(entry.position)} We will mail you when a time opens.</p>
      ) : entry.status === 'expired' ? (
        <p className="note">{m.offerExpired}</p>
      ) : entry.status === 'booked' ? (
        <p className="note">{m.alreadyBooked}</p>
      ) : (
        <p className="note">{m.noOffer}</p>
      )}
      {onList && <DeferredNotifyMe scope={{ kind: 'waitlist', id, token }} />}
      {onList && (
        <button
          type="button"
          className="button"
          disabled={leave.isPending}
          onClick={() => void leave.mutateAsync({ id, token }).then(() => q.refetch())}
        >
          Leave the waitlist
        </button>
      )}
    </div>
  );
}
