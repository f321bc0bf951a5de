import { maintenanceMessages as m } from '@shop/shared/maintenance/messages';
import type { VehicleDue } from '@shop/shared/vehicles/vehicle-page.schema';

const TONE: Record<VehicleDue['status'], string> = {
  overdue: 'tone-red',
  due: 'tone-yellow',
  soon: 'tone-blue',
  ok: '',
};

/** The car's maintenance coming due as chips ("Due now: Oil Change"); nothing at all while nothing is. */
export function DueChips({ due }: { due: VehicleDue[] }) {
  const shown = due.filter((d) => d.status !== 'ok');
  if (shown.length === 0) return null;
  return (
    <section aria-label={m.chipsTitle} className="due-chips">
      <ul className="plain chip-list">
        {shown.map((d) => (
          <li key={d.rule_id} className={`badge ${TONE[d.status]}`}>
            {m.chipLine(d.service_name, d.status, d.due_date)}
          </li>
        ))}
      </ul>
    </section>
  );
}
