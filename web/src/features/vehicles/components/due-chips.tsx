import type { VehicleDue } from '@shop/shared/vehicles/vehicle-page.schema';

const TONE: Record<VehicleDue['status'], string> = {
  overdue: 'tone-red',
  due: 'tone-yellow',
  soon: 'tone-blue',
  ok: '',
};

/** "Due now": the car's maintenance coming due as chips; nothing at all while nothing is. */
export function DueChips({ due }: { due: VehicleDue[] }) {
  const shown = due.filter((d) => d.status !== 'ok');
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="due-title" className="due-chips">
      <h2 id="due-title">Due now</h2>
      <ul className="plain chip-list">
        {shown.map((d) => (
          <li key={d.rule_id} className={`badge ${TONE[d.status]}`}>
            Service #{d.service_id}
            {d.due_date ? ` · ${d.due_date}` : ''} · {d.status}
          </li>
        ))}
      </ul>
    </section>
  );
}
