import { useState } from 'react';
import { CONDITION_ORDER } from '@shop/shared/inspections/estimate-rules';
import type { Inspection, Photo } from '@shop/shared/inspections/inspection.schema';
import { inspectionMessages as m } from '@shop/shared/inspections/messages';

/** A thumbnail that opens the full photo in place when tapped. */
function Thumb({ photo, label }: { photo: Photo; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <li>
      <button type="button" className="photo-thumb" aria-expanded={open} onClick={() => setOpen(!open)}>
        <img
          src={open ? photo.url : photo.thumb_url}
          alt={`${label} photo${open ? '' : ', tap to enlarge'}`}
          width={open ? photo.width : 160}
          height={open ? photo.height : Math.round((160 * photo.height) / photo.width)}
          loading="lazy"
          decoding="async"
        />
      </button>
    </li>
  );
}

/** What the inspection found, Urgent first, then Soon, then Good; each with its note and photos. */
export function FindingsList({ inspection }: { inspection: Inspection }) {
  const judged = inspection.items
    .filter((i) => i.condition !== null)
    .sort((a, b) => CONDITION_ORDER[a.condition!] - CONDITION_ORDER[b.condition!]);
  return (
    <section aria-labelledby="findings-title" className="card">
      <h2 id="findings-title">What we found</h2>
      <ul className="findings">
        {judged.map((i) => (
          <li key={i.key} className={`finding condition-${i.condition}`}>
            <h3>
              {i.label}: <span className={`badge condition-${i.condition}`}>{m.conditions[i.condition!]}</span>
            </h3>
            {i.note && <p>{i.note}</p>}
            {i.photos.length > 0 && (
              <ul className="photo-strip">
                {i.photos.map((p) => (
                  <Thumb key={p.id} photo={p} label={i.label} />
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
