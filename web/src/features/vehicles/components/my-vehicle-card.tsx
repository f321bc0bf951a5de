import type { MyVehicle } from '@shop/shared/vehicles/vehicle-page.schema';
import { vehicleLabel } from '@shop/shared/vehicles/vehicle-label';
import { vehiclePageMessages as m } from '@shop/shared/vehicles/messages';
import './my-vehicles.css';
import { formatCents } from '@shop/shared/money/format-money';
import { toDisplayDate } from '@shop/shared/time/time-format';

const DECISION = { approved: 'Approved', declined: 'Declined' } as const;

/** One of her cars: its visits, newest first, each with what she approved or declined. */
export function MyVehicleCard({ car }: { car: MyVehicle }) {
  const v = car.vehicle;
  const latest = [...car.readings].sort((a, b) => b.recorded_at.localeCompare(a.recorded_at))[0];
  const visits = [...car.visits].sort((a, b) => b.date.localeCompare(a.date));
  const title = vehicleLabel(v);
  return (
    <section className="card my-vehicle" aria-label={title}>
      <h2>{title}</h2>
      <p className="hint">
        {v.vin && <>VIN {v.vin} · </>}
        {latest
          ? `Odometer ${latest.value.toLocaleString('en-US')} ${v.odometer_unit} on ${toDisplayDate(latest.recorded_at.slice(0, 10))}`
          : m.noReading}
      </p>
      {visits.length === 0 ? (
        <p>No visits yet.</p>
      ) : (
        <ol className="plain my-visits">
          {visits.map((visit) => {
            const lines = car.lines.filter((l) => l.appointment_id === visit.appointment_id);
            return (
              <li key={visit.appointment_id}>
                <h3>
                  {toDisplayDate(visit.date)} · {visit.services.join(', ') || 'Visit'}
                </h3>
                {lines.length > 0 && (
                  <table className="data-table">
                    <caption className="visually-hidden">Work found on {toDisplayDate(visit.date)}</caption>
                    <thead>
                      <tr>
                        <th scope="col">Work</th>
                        <th scope="col">Price</th>
                        <th scope="col">Your answer</th>
                      </tr>
                    </thead>
                    <tbody>
                      {lines.map((l, i) => (
                        <tr key={i}>
                          <td>{l.description}</td>
                          <td>{formatCents(l.price_cents)}</td>
                          <td>{DECISION[l.decision]}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
