import type { DashboardResponse } from '@shop/shared/appointments/appointments.schema';
import { formatInstant } from '@/lib/format-instant.ts';

/** The newest cancellations and moves customers made from their link, newest first. */
export function CustomerChangesCard(props: { changes: DashboardResponse['customerChanges']; timeZone?: string }) {
  return (
    <section className="card" aria-labelledby="customer-changes-title">
      <h2 id="customer-changes-title">Customer changes</h2>
      {props.changes.length === 0 ? (
        <p className="hint">No customer has cancelled or moved an appointment lately.</p>
      ) : (
        <ul className="plain board-list">
          {props.changes.map((c, i) => (
            <li key={`${c.appointment_id}-${c.time}-${i}`}>
              <strong>
                #{c.appointment_id} {c.customer}
              </strong>
              : {c.message} <span className="hint">({formatInstant(c.time, props.timeZone)})</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
