import { Suspense, useState } from 'react';
import { toast } from '@/lib/toast.ts';
import { useNavigate } from 'react-router-dom';
import { appMessages } from '@shop/shared/app/messages';
import { discardUnsentLazily, resubmitEditedLazily, retryLazily } from '@/features/offline/api/submit-lazily.ts';
import { useOpenOutboxRows } from '@/features/offline/api/use-outbox.ts';
import type { OutboxRow } from '@/features/offline/api/outbox-db.ts';
import { useOnline } from '@/features/offline/api/use-online.ts';
import { outboxKind } from '@/features/offline/api/outbox-kinds.ts';
import { bodyView, canEditBody } from '@/features/offline/api/outbox-row-view.ts';
import { isOwnRow } from '@/features/offline/api/outbox-owner.ts';
import { OthersWaitingList } from '@/features/offline/components/others-waiting.tsx';
import { useSession } from '@/features/session/api/session.tsx';
import { BinaryBody } from '@/features/offline/components/binary-body.tsx';

/** The outbox page's "Send now": the drain (and Dexie) load with it, as with every outbox write. */
const sendNow = async () => (await import('@/features/offline/components/outbox-sync.tsx')).sendNow();

const STATUS_TEXT: Record<OutboxRow['status'], string> = {
  queued: 'Waiting to send',
  sending: 'Sending...',
  sent: 'Sent',
  failed: 'Needs your attention',
  conflict: 'Conflict',
  paused: 'Sign in to send',
};

function EditPayload({ row, onDone }: { row: OutboxRow; onDone: () => void }) {
  const [text, setText] = useState(JSON.stringify(row.payload, null, 2));
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="field">
      <label htmlFor={`edit-${row.id}`}>Edit what will be sent</label>
      <textarea
        id={`edit-${row.id}`}
        rows={10}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="mono"
      />
      {error && <p className="field-error">{error}</p>}
      <div className="button-row">
        <button
          type="button"
          className="button small"
          onClick={async () => {
            try {
              const sent = await resubmitEditedLazily(row.id, JSON.parse(text));
              if (!sent) toast(appMessages.outboxChangedMeanwhile);
              else toast(sent.status === 'sent' ? 'Sent' : STATUS_TEXT[sent.status]);
              onDone();
            } catch {
              setError('That is not valid JSON.');
            }
          }}
        >
          Save and send
        </button>
        <button type="button" className="button small ghost" onClick={onDone}>
          Cancel
        </button>
      </div>
    </div>
  );
}

/** Pick another time (a booking or move whose time was taken) or the kind's own way forward, Retry, Edit, Discard. */
function RowActions({ row, onEdit }: { row: OutboxRow; onEdit: () => void }) {
  const navigate = useNavigate();
  const { reopen, editable } = outboxKind(row.kind);
  async function pickAnotherTime() {
    const { to, state } = await reopen!.open(row);
    navigate(to, { state });
  }
  return (
    <div className="button-row">
      {row.status === 'conflict' && reopen?.applies(row) && (
        <button type="button" className="button small" onClick={() => void pickAnotherTime()}>
          {reopen.action ?? 'Pick another time'}
        </button>
      )}
      {row.status !== 'sending' && (
        <button type="button" className="button small ghost" onClick={() => void retryLazily(row.id)}>
          Retry
        </button>
      )}
      {(row.status === 'failed' || row.status === 'conflict') && canEditBody(row, editable) && (
        <button type="button" className="button small ghost" onClick={onEdit}>
          Edit
        </button>
      )}
      <button
        type="button"
        className="button small danger"
        onClick={() => {
          if (window.confirm('Discard this submission? It will not be sent.'))
            void discardUnsentLazily(row.id).then(
              (how) => {
                if (how !== 'dropped')
                  toast(how === 'sending' ? appMessages.outboxBeingSent : appMessages.outboxNothingToDiscard);
              },
              () => toast.error(appMessages.internalError),
            );
        }}
      >
        Discard
      </button>
    </div>
  );
}

/** One unsent row: what it is, how it stands, what it sends, and the way forward its kind offers. */
function OutboxItem({
  row,
  editing,
  setEditing,
}: {
  row: OutboxRow;
  editing: boolean;
  setEditing: (id: string | null) => void;
}) {
  const ConflictView = outboxKind(row.kind).conflictView;
  const body = bodyView(row);
  return (
    <li className={`card outbox-row status-${row.status}`}>
      <div className="outbox-head">
        <strong>{row.label}</strong>
        <span className="badge">{STATUS_TEXT[row.status]}</span>
      </div>
      <p className="hint">
        Saved {new Date(row.createdAt).toLocaleString()}
        {row.attempts > 0 ? ` · ${row.attempts} attempt${row.attempts === 1 ? '' : 's'}` : ''}
      </p>
      {row.lastError && <p className={row.status === 'queued' ? 'hint' : 'error-box'}>{row.lastError}</p>}
      {body.kind === 'binary' ? (
        <BinaryBody row={row} body={body} />
      ) : (
        <details>
          <summary>What will be sent</summary>
          <pre className="mono">{body.text}</pre>
        </details>
      )}
      {row.status === 'conflict' && row.versioned && ConflictView ? (
        <Suspense fallback={null}>
          <ConflictView row={row} />
        </Suspense>
      ) : editing ? (
        <EditPayload row={row} onDone={() => setEditing(null)} />
      ) : (
        <RowActions row={row} onEdit={() => setEditing(row.id)} />
      )}
    </li>
  );
}

/**
 * Every submission of the person on the device that is queued, failed or in conflict, with what it
 * says and a way forward; of anyone else's, only how many wait and whose.
 */
export default function OutboxPage() {
  const all = useOpenOutboxRows();
  const viewerId = useSession().user?.id ?? null;
  const rows = all?.filter((r) => isOwnRow(r, viewerId) && r.kind !== 'sign-out');
  const online = useOnline();
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <div className="page narrow">
      <h1>Outbox</h1>
      <p className="lead">
        Submissions made without a connection wait here and are sent automatically, exactly once, when you are back
        online.
        {!online && ' You are offline right now.'}
      </p>
      <button type="button" className="button" onClick={() => void sendNow()}>
        Send now
      </button>
      {rows === undefined ? (
        <p>{appMessages.loading}</p>
      ) : rows.length === 0 ? (
        <p className="section">Nothing is waiting. Everything you submitted has been sent.</p>
      ) : (
        <ul className="plain stack section" aria-label="Unsent submissions">
          {rows.map((row) => (
            <OutboxItem key={row.id} row={row} editing={editing === row.id} setEditing={setEditing} />
          ))}
        </ul>
      )}
      {all && <OthersWaitingList rows={all} viewerId={viewerId} />}
    </div>
  );
}
