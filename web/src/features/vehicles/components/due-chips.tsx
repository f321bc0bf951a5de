/** One maintenance item coming due (API.md, "Bringing cars back"): only what the chips show. */
interface Due {
  service_id?: number;
  service_name?: string;
  due_date?: string | null;
  status?: string;
}

const TONE: Record<string, string> = { overdue: 'tone-red', due: 'tone-yellow', soon: 'tone-blue' };

/** "Due now": the car's coming maintenance as chips; nothing at all while nothing is due. */
export function DueChips({ due }: { due: unknown[] | undefined }) {
  const items = (due ?? []) as Due[];
  const shown = items.filter((d) => d.status !== 'ok');
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="due-title" className="due-chips">
      <h2 id="due-title">Due now</h2>
      <ul className="plain chip-list">
        {shown.map((d, i) => (
          <li key={`${d.service_id}-${i}`} className={`badge ${TONE[d.status ?? ''] ?? ''}`}>
            {d.service_name ?? `Service #${d.service_id}`}
            {d.due_date ? ` · ${d.due_date}` : ''} · {d.status}
          </li>
        ))}
      </ul>
    </section>
  );
}
