import './change-conflict.css';
import { appMessages } from '@shop/shared/app/messages';
import { appointmentMessages as m } from '@shop/shared/appointments/messages';
import { announce } from '@/features/offline/api/announce.tsx';
import { fieldDifferences } from '@/features/offline/api/conflict-differences.ts';
import type { OutboxRow } from '@/features/offline/api/outbox-db.ts';
import { keepMineLazily, takeTheirsLazily } from '@/features/offline/api/submit-lazily.ts';
import { outboxKind } from '@/features/offline/api/outbox-kinds.ts';
import { theirsOf } from '@/features/offline/api/outbox-versions.ts';
import { isOwnRow } from '@/features/offline/api/outbox-owner.ts';
import { useOutboxQuery } from '@/features/offline/api/use-outbox-query.ts';
import { storedUser } from '@/features/session/api/stored-user.ts';
import { queryClient } from '@/lib/query-client.ts';
import { adminKeys } from '../api/appointment-queries.ts';
import { DifferencesTable } from '@/features/offline/components/differences-table.tsx';

/** One change that met someone else's: both values side by side, and the admin decides. */
export function ChangeConflict({ row }: { row: OutboxRow }) {
  const current = theirsOf(row).current;
  const table = outboxKind(row.kind).conflictFields;
  const settle = async (how: 'mine' | 'theirs') => {
    // Another tab settled it first: nothing more was sent from here.
    if (how === 'mine' && !(await keepMineLazily(row.id)))
      announce({ state: 'refused', error: appMessages.outboxChangedMeanwhile }, 'Change');
    else {
      if (how === 'theirs') await takeTheirsLazily(row.id);
      announce({ state: 'sent', text: how === 'mine' ? m.keptMine : m.tookTheirs }, 'Change');
    }
    void queryClient.invalidateQueries({ queryKey: adminKeys.all });
  };
  return (
    <section className="card conflict" aria-label={`${m.conflictTitle}: ${row.label}`}>
      <h2 className="conflict-title">
        {m.conflictTitle}: {row.label}
      </h2>
      <p className="hint">{m.conflictExplained}</p>
      <DifferencesTable differences={table ? fieldDifferences(table, row.method, row.payload, current) : []} />
      <div className="button-row">
        <button type="button" className="button small" onClick={() => void settle('mine')}>
          {m.keepMine}
        </button>
        <button type="button" className="button small ghost" onClick={() => void settle('theirs')}>
          {m.takeTheirs}
        </button>
      </div>
    </section>
  );
}

/** Every change in conflict of the signed-in admin, shown where she works until it is settled. */
export function AdminConflicts() {
  const viewerId = storedUser()?.id ?? null;
  const rows = useOutboxQuery(
    (db) =>
      db.rows
        .where('status')
        .equals('conflict')
        .filter((r) => r.versioned !== undefined && isOwnRow(r, viewerId))
        .sortBy('createdAt'),
    [viewerId],
  );
  if (!rows?.length) return null;
  return (
    <div className="stack conflicts" role="region" aria-label={m.conflictTitle}>
      {rows.map((row) => (
        <ChangeConflict key={row.id} row={row} />
      ))}
    </div>
  );
}
