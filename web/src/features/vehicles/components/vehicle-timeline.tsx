import { Link } from 'react-router-dom';
import type { TimelineEntry } from '@shop/shared/vehicles/vehicle.schema';
import { vehiclePageMessages as m } from '@shop/shared/vehicles/messages';
import { formatCents } from '@shop/shared/money/format-money';
import { formatInstant } from '@/lib/format-instant.ts';

const DECISION_TONE = { approved: 'tone-green', declined: 'tone-red', pending: 'tone-yellow' } as const;

/** Newest first, whatever order the answer came in (an entry added offline goes on top). */
export const newestFirst = (entries: TimelineEntry[]) => [...entries].sort((a, b) => b.at.localeCompare(a.at));

function Entry({ e, zone }: { e: TimelineEntry; zone: string }) {
  return (
    <li className={`timeline-entry kind-${e.kind}`}>
      <div className="timeline-when">
        <span className="badge">{m.timelineKind[e.kind]}</span> <time dateTime={e.at}>{formatInstant(e.at, zone)}</time>
      </div>
      <div className="timeline-what">
        {e.appointment_id && e.kind === 'visit' ? (
          <Link to={`/admin/appointments?view=${e.appointment_id}`}>{e.title}</Link>
        ) : e.inspection_id && e.appointment_id ? (
          <Link to={`/admin/inspections/${e.appointment_id}`}>{e.title}</Link>
        ) : (
          <strong>{e.title}</strong>
        )}
        {e.price_cents !== undefined && <span className="timeline-price"> {formatCents(e.price_cents)}</span>}
        {e.decision && <span className={`badge ${DECISION_TONE[e.decision]}`}>{e.decision}</span>}
        {e.status && <span className="hint"> {e.status}</span>}
        {e.detail && <p className="timeline-detail">{e.detail}</p>}
        {e.photo_urls && e.photo_urls.length > 0 && (
          <ul className="timeline-photos" aria-label="Photos">
            {e.photo_urls.map((url, i) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noreferrer">
                  <img src={url} alt={`Photo ${i + 1} of ${e.title}`} loading="lazy" width={96} height={72} />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

/** One story of the car: visits, inspections, lines, readings and messages, newest first. */
export function VehicleTimeline({ entries, zone }: { entries: TimelineEntry[]; zone: string }) {
  if (entries.length === 0) return <p>{m.emptyTimeline}</p>;
  return (
    <ol className="timeline plain">
      {newestFirst(entries).map((e, i) => (
        <Entry key={`${e.at}-${e.kind}-${i}`} e={e} zone={zone} />
      ))}
    </ol>
  );
}
