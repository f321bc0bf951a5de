import { Link } from 'react-router-dom';
import { customerName } from '@shop/shared/customers/customer-name';
import { vehicleMessages, vehiclePageMessages as m } from '@shop/shared/vehicles/messages';
import type { VehiclePage as VehicleDetail } from '@shop/shared/vehicles/vehicle-page.schema';

/** The projected odometer as one sentence, or that there is no reading yet. */
export function projectedSentence(d: Pick<VehicleDetail, 'projected' | 'vehicle'>): string {
  const p = d.projected;
  if (!p) return m.noReading;
  return m.projectedSentence(vehicleMessages.projectedOdometer(p, d.vehicle.odometer_unit));
}

/** The car at the top of its page: name, plate, VIN, owner and the projected odometer. */
export function VehicleHeader({ detail }: { detail: VehicleDetail }) {
  const { vehicle: v, customer: c } = detail;
  const name = [v.year, v.make, v.model].filter((s) => s !== '').join(' ') || 'Vehicle';
  return (
    <header className="vehicle-head">
      <h1>
        {name} {v.archived && <span className="badge tone-yellow">Archived</span>}
      </h1>
      <dl className="facts vehicle-facts">
        <div>
          <dt>Plate</dt>
          <dd>{v.plate || '—'}</dd>
        </div>
        <div>
          <dt>VIN</dt>
          <dd className="vin">{v.vin ?? '—'}</dd>
        </div>
        <div>
          <dt>Owner</dt>
          <dd>
            <Link to={`/admin/customers/${c.id}`}>{customerName(c) || c.email}</Link>
            {c.phone && <span className="hint"> · {c.phone}</span>}
          </dd>
        </div>
        {v.engine && (
          <div>
            <dt>Engine</dt>
            <dd>{v.engine}</dd>
          </div>
        )}
      </dl>
      <p className="vehicle-odometer">{projectedSentence(detail)}</p>
    </header>
  );
}
