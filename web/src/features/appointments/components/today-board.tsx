import { boardGroupOf, type BoardGroup } from '@shop/shared/appointments/day-board';
import type { Appointment } from '@shop/shared/bookings/booking.schema';
import { shopTimeOf } from '@shop/shared/time/shop-time';
import { toDisplayTime } from '@shop/shared/time/time-format';
import { firstName } from '@shop/shared/customers/first-name';
import { StatusBadge } from './status-badge.tsx';

const GROUPS: { key: BoardGroup; title: string; means: string }[] = [
  { key: 'expected', title: 'Expected', means: 'Scheduled, confirmed or pending, with no progress note yet.' },
  {
    key: 'in_progress',
    title: 'In progress',
    means: 'A progress note gave an estimated completion; not completed yet.',
  },
  { key: 'ready', title: 'Ready for pickup', means: "Today's appointments marked completed." },
];

/** The estimate in the shop's time, when the zone is known. */
function estimate(a: Appointment, timeZone: string | undefined): string | null {
  if (!a.estimated_completion || !timeZone) return null;
  return toDisplayTime(shopTimeOf(new Date(a.estimated_completion), timeZone));
}

/** Today's appointments in time order, grouped by where each car stands. */
export function TodayBoard({ appointments, timeZone }: { appointments: Appointment[]; timeZone: string | undefined }) {
  const first = (a: Appointment) => firstName(a.user.name);
  return (
    <>
      <div className="board-groups">
        {GROUPS.map((g) => {
          const rows = appointments.filter((a) => boardGroupOf(a) === g.key);
          return (
            <section key={g.key} className="board-group" aria-labelledby={`group-${g.key}`}>
              <h3 id={`group-${g.key}`}>
                {g.title} <span className="board-count">{rows.length}</span>
              </h3>
              <p className="hint">{g.means}</p>
              {rows.length > 0 && (
                <ul className="plain board-list">
                  {rows.map((a) => (
                    <li key={a.id}>
                      <span className="nowrap">{toDisplayTime(a.start_time)}</span> {first(a)}, {a.service_type}
                      {g.key === 'in_progress' && estimate(a, timeZone) && (
                        <span className="hint"> (done about {estimate(a, timeZone)})</span>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
      {appointments.length === 0 ? (
        <p>No appointments today.</p>
      ) : (
        <div className="table-wrap">
          <table className="data-table">
            <caption className="visually-hidden">Today&apos;s appointments by start time</caption>
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Customer</th>
                <th scope="col">Service</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {appointments.map((a) => (
                <tr key={a.id}>
                  <td className="nowrap">{toDisplayTime(a.start_time)}</td>
                  <td>{a.user.name}</td>
                  <td>{a.service_type}</td>
                  <td>
                    <StatusBadge status={a.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
