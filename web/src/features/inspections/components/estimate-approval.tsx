import { useState } from 'react';
import { estimateTotals, withChoices } from '@shop/shared/inspections/estimate-rules';
import type { EstimateLine, Inspection } from '@shop/shared/inspections/inspection.schema';
import { inspectionMessages as m } from '@shop/shared/inspections/messages';
import { formatCents } from '@shop/shared/money/format-money';
import { runWrite } from '@/features/offline/api/run-write.ts';
import { answerEstimate } from '../api/answer-estimate.ts';

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

/** Why the estimate takes no answer: it was answered (and by whom), or its appointment was cancelled. */
function ClosedNote({ inspection, cancelled }: { inspection: Inspection; cancelled: boolean }) {
  if (cancelled && inspection.status === 'sent') return <p className="note">{m.estimateCancelled}.</p>;
  return inspection.signed_name ? <p>Answered and signed by {inspection.signed_name}. Thank you.</p> : null;
}

/**
 * The customer's lines: Approve or Decline each waiting one, the approved total updating as they
 * choose, their name as signature. Answered lines (and all, once sent) are shown as answered; a
 * cancelled appointment's estimate is shown with why it can no longer be answered.
 */
export function EstimateApproval(props: {
  inspection: Inspection;
  appointmentId: number;
  token?: string;
  cancelled?: boolean;
}) {
  const { inspection, appointmentId, token, cancelled = false } = props;
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const open = inspection.status === 'sent' && !cancelled;
  const live = estimateTotals(withChoices(inspection.lines, choices), inspection.tax_rate_percent);
  const pending = inspection.lines.filter((l) => l.decision === 'pending');

  async function send() {
    if (pending.some((l) => !choices[l.id])) return setProblem(m.answer.missing_line);
    setProblem(null);
    const ids = (c: Choice) => pending.filter((l) => choices[l.id] === c).map((l) => l.id);
    const outcome = await runWrite(answerEstimate, {
      appointmentId,
      token,
      approved: ids('approved'),
      declined: ids('declined'),
      name: name.trim(),
    });
    if (!outcome.ok) setProblem(outcome.error);
  }

  return (
    <section aria-labelledby="lines-title" className="card">
      <h2 id="lines-title">Recommended work</h2>
      <ul className="estimate-lines">
        {inspection.lines.map((l) => (
          <li key={l.id}>
            <span className="line-text">
              {l.description} <strong>{formatCents(l.total_cents)}</strong>
            </span>
            {open && l.decision === 'pending' ? (
              <LineChoice line={l} choice={choices[l.id]} onChoose={(c) => setChoices({ ...choices, [l.id]: c })} />
            ) : (
              <span className={`badge decision-${l.decision}`}>{m.decisions[l.decision]}</span>
            )}
          </li>
        ))}
      </ul>
      <p className="approved-total" aria-live="polite">
        Approved total: <strong>{formatCents(live.approved_cents)}</strong>
        {live.approved_tax_cents > 0 && ` (tax ${formatCents(live.approved_tax_cents)})`}
      </p>
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
