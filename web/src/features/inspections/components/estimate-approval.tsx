import { useState } from 'react';
import { keptChoices, reviseLines, type LineRevision } from '@shop/shared/inspections/estimate-revision';
import { estimateTotals, withChoices, type PricedLine } from '@shop/shared/inspections/estimate-rules';
import type { EstimateLine, Inspection } from '@shop/shared/inspections/inspection.schema';
import { inspectionMessages as m } from '@shop/shared/inspections/messages';
import { formatCents } from '@shop/shared/money/format-money';
import { sendAnswer } from '../api/answer-estimate.ts';
import type { ReopenedAnswer } from '../api/reopen-answer.ts';
import { LineText, RevisedNotice } from './revision-mark.tsx';

type Choice = 'approved' | 'declined';

/** Approve or Decline for one waiting line: a radio group named by the line. */
function LineChoice(props: { line: EstimateLine; choice?: Choice; onChoose: (c: Choice) => void }) {
  const { line: l, choice } = props;
  return (
    <span role="radiogroup" aria-label={l.description} className="line-choice">
      {(['approved', 'declined'] as const).map((c) => (
        <label key={c} className={`choice choice-${c}`}>
          <input type="radio" name={`line-${l.id}`} checked={choice === c} onChange={() => props.onChoose(c)} />
          {c === 'approved' ? 'Approve' : 'Decline'}
        </label>
      ))}
    </span>
  );
}

/**
 * The lines, each with its choice while it waits for one, else its answer; after a revision, what
 * changed since `readBefore` is marked and removed lines are listed without either.
 */
function AnswerLines(props: {
  lines: EstimateLine[];
  readBefore: EstimateLine[] | null;
  open: boolean;
  choices: Record<string, Choice>;
  onChoose: (id: string, c: Choice) => void;
}) {
  const rows: LineRevision[] = props.readBefore
    ? reviseLines(props.readBefore, props.lines)
    : props.lines.map((line) => ({ change: 'same', line }));
  return (
    <ul className="estimate-lines">
      {rows.map((r) => (
        <li key={r.line.id} className={`revision-${r.change}`}>
          <LineText revision={r} />
          {r.change === 'removed' ? null : props.open && r.line.decision === 'pending' ? (
            <LineChoice
              line={r.line}
              choice={props.choices[r.line.id]}
              onChoose={(c) => props.onChoose(r.line.id, c)}
            />
          ) : (
            <span className={`badge decision-${r.line.decision}`}>{m.decisions[r.line.decision]}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The approved total as the customer chooses, told to screen readers as it changes. */
function ApprovedTotal({ lines, taxRatePercent }: { lines: PricedLine[]; taxRatePercent: number }) {
  const live = estimateTotals(lines, taxRatePercent);
  return (
    <p className="approved-total" aria-live="polite">
      Approved total: <strong>{formatCents(live.approved_cents)}</strong>
      {live.approved_tax_cents > 0 && ` (tax ${formatCents(live.approved_tax_cents)})`}
    </p>
  );
}

/** Why the estimate takes no answer: it was answered (and by whom), or its appointment was cancelled. */
function ClosedNote({ inspection, cancelled }: { inspection: Inspection; cancelled: boolean }) {
  if (cancelled && inspection.status === 'sent') return <p className="note">{m.estimateCancelled}.</p>;
  return inspection.signed_name ? <p>Answered and signed by {inspection.signed_name}. Thank you.</p> : null;
}

/**
 * The customer's lines: Approve or Decline each waiting one, the approved total updating as they
 * choose, their name as signature. Answered lines (and all, once sent) are shown as answered; a
 * cancelled appointment's estimate is shown with why it can no longer be answered. When the shop
 * revised the estimate after she read it, the new one is shown with what changed marked, her
 * choices kept where the line is still there, for her to answer again.
 */
export function EstimateApproval(props: {
  inspection: Inspection;
  appointmentId: number;
  token?: string;
  cancelled?: boolean;
  /** An answer the outbox held because the shop revised the estimate: shown as any revision is. */
  reopened?: ReopenedAnswer;
}) {
  const { inspection, appointmentId, token, cancelled = false, reopened } = props;
  const [choices, setChoices] = useState(() => keptChoices(reopened?.choices ?? {}, inspection.lines));
  const [name, setName] = useState(reopened?.name ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  /** The lines as she read them before the shop's revision, while she has not answered the new one. */
  const [readBefore, setReadBefore] = useState<EstimateLine[] | null>(reopened?.read ?? null);
  /**
   * The estimate her choices are made on: as first shown, then as revised after a refusal. A
   * refetch in the background may replace `inspection` unseen; her answer still names what she
   * read, so the server refuses it if the lines moved and the page then marks what changed.
   */
  const [seen, setSeen] = useState(() => ({ version: inspection.version, lines: inspection.lines }));
  const open = inspection.status === 'sent' && !cancelled;
  const pending = inspection.lines.filter((l) => l.decision === 'pending');

  async function send() {
    if (pending.some((l) => !choices[l.id])) return setProblem(m.answer.missing_line);
    setProblem(null);
    const ids = (c: Choice) => pending.filter((l) => choices[l.id] === c).map((l) => l.id);
    const outcome = await sendAnswer({
      appointmentId,
      token,
      approved: ids('approved'),
      declined: ids('declined'),
      name: name.trim(),
      version: seen.version,
      read: seen.lines,
      replaces: reopened?.row,
    });
    if (outcome.ok) return setReadBefore(null);
    if (!outcome.revised) return setProblem(outcome.error);
    const revised = outcome.revised.inspection;
    setReadBefore(seen.lines);
    setSeen({ version: revised.version, lines: revised.lines });
    setChoices(keptChoices(choices, revised.lines));
  }

  return (
    <section aria-labelledby="lines-title" className="card">
      <h2 id="lines-title">Recommended work</h2>
      {readBefore && open && <RevisedNotice />}
      <AnswerLines
        lines={inspection.lines}
        readBefore={readBefore}
        open={open}
        choices={choices}
        onChoose={(id, c) => setChoices({ ...choices, [id]: c })}
      />
      <ApprovedTotal lines={withChoices(inspection.lines, choices)} taxRatePercent={inspection.tax_rate_percent} />
      {open ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <label className="field">
            <span>Your name (signature)</span>
            <input
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
              maxLength={100}
              autoComplete="name"
            />
          </label>
          {problem && (
            <p className="error-box" role="alert">
              {problem}
            </p>
          )}
          <button type="submit" className="button primary">
            Send my answer
          </button>
        </form>
      ) : (
        <ClosedNote inspection={inspection} cancelled={cancelled} />
      )}
    </section>
  );
}
