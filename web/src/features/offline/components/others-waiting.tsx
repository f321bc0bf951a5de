import { useState } from 'react';
import { ConfirmModal } from '@/components/confirm-modal.tsx';
import type { OutboxRow } from '../api/outbox-db.ts';
import { othersWaiting, type OthersWaiting } from '../api/outbox-owner.ts';

const whose = (o: OthersWaiting) => o.firstName ?? 'a guest';
const changes = (n: number) => `${n} change${n === 1 ? '' : 's'}`;

/** Discards one person's waiting rows (the outbox code loads with it). */
async function discardRowsOf(authorId: number | null): Promise<void> {
  await (await import('../api/outbox-session.ts')).discardRowsOf(authorId);
}

/**
 * Other people's waiting changes on a shared device: only how many and whose. Nobody else can
 * read, edit, retry or send them; they may discard them after a confirmation naming whose they are.
 */
export function OthersWaitingList({ rows, viewerId }: { rows: OutboxRow[]; viewerId: number | null }) {
  const [asking, setAsking] = useState<OthersWaiting | null>(null);
  const others = othersWaiting(rows, viewerId);
  if (others.length === 0) return null;
  return (
    <section className="section" aria-label="Other people's changes">
      <ul className="plain stack">
        {others.map((o) => (
          <li key={String(o.authorId)} className="card outbox-row">
            <p>
              {changes(o.count)} by {whose(o)} {o.count === 1 ? 'waits' : 'wait'} to be sent
              {o.firstName ? ` when ${o.firstName} next signs in here.` : ' by the guest who made them.'}
            </p>
            <button type="button" className="button small danger" onClick={() => setAsking(o)}>
              Discard {whose(o)}'s changes
            </button>
          </li>
        ))}
      </ul>
      {asking && (
        <ConfirmModal
          title={`Discard ${whose(asking)}'s changes?`}
          message={`${changes(asking.count)} made by ${whose(asking)} on this device will never be sent.`}
          confirm="Discard"
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            void discardRowsOf(asking.authorId);
            setAsking(null);
          }}
        />
      )}
    </section>
  );
}
