import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { inboxMessages as m } from '@shop/shared/texts/messages';
import type { ThreadDetail } from '@shop/shared/texts/texts.schema';
import { runWrite } from '@/features/offline/api/run-write.ts';
import { formatInstant } from '@/lib/format-instant.ts';
import { assignThread, recordConsent } from '../api/thread-writes.ts';

type Thread = ThreadDetail['thread'];

/** Who a thread is assigned to, as staff read it: the staff list is not known here, only who she is. */
export function assigneeName(assigned: number | null, me: number): string {
  if (assigned === null) return m.unassigned;
  return m.assignedTo(assigned === me ? m.you : m.staffMember(assigned));
}

/**
 * Whether this number agreed to texts, said STOP, or neither, with where, when and by whom that was
 * recorded. With neither, staff can record a "yes" the customer gave them; a STOP only the
 * customer's START undoes, so after it there is no button.
 */
function Consent({ thread, me, zone }: { thread: Thread; me: { name: string }; zone: string }) {
  const { consent } = thread;
  return (
    <div className="thread-fact">
      <dt>{m.consentTitle}</dt>
      <dd>
        <span className={`badge consent-${consent.state}`}>{m.consent[consent.state]}</span>
        {consent.source && (
          <span className="hint">
            {' '}
            {m.consentSource(consent.source, consent.at ? formatInstant(consent.at, zone, 'short') : '', consent.by)}
          </span>
        )}
        {consent.state === 'unknown' && (
          <>
            {' '}
            <button
              type="button"
              className="button ghost small"
              aria-describedby={`consent-hint-${thread.id}`}
              onClick={() => void runWrite(recordConsent, { thread: thread.id, by: me.name })}
            >
              {m.agreeToTexts}
            </button>
            <span className="hint consent-hint" id={`consent-hint-${thread.id}`}>
              {m.agreeToTextsHint}
            </span>
          </>
        )}
      </dd>
    </div>
  );
}

/** The customer's page, her open appointment and her estimate, where the thread knows them. */
function Related({ thread }: { thread: Thread }) {
  const { appointment_id, estimate_appointment_id } = thread.links;
  if (thread.customer_id === null) return null;
  return (
    <div className="thread-fact">
      <dt>{m.linksTitle}</dt>
      <dd className="thread-links">
        <Link to={`/admin/customers/${thread.customer_id}`}>{m.customerLink}</Link>
        {appointment_id !== null && <Link to={`/admin/appointments?view=${appointment_id}`}>{m.appointmentLink}</Link>}
        {estimate_appointment_id !== null && (
          <Link to={`/admin/inspections/${estimate_appointment_id}`}>{m.estimateLink}</Link>
        )}
      </dd>
    </div>
  );
}

/** The thread's heading and facts: whose number, consent, assignment and links. */
export function ThreadFacts({ thread, me, zone }: { thread: Thread; me: { id: number; name: string }; zone: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from the list (which a phone then hides): the keyboard and screen reader go on from here.
  useEffect(() => {
    const from = document.activeElement;
    if (from === document.body || from?.closest('.thread-list')) heading.current?.focus();
  }, [thread.id]);
  const mine = thread.assigned_to === me.id;
  const assign = (assigned_to: number | null) =>
    void runWrite(assignThread, { thread: thread.id, update: { assigned_to } });
  return (
    <header className="thread-head">
      <h2 id="thread-title" ref={heading} tabIndex={-1}>
        {thread.name ?? m.unknownSender}
      </h2>
      <dl className="thread-facts">
        <div className="thread-fact">
          <dt>{m.phoneTitle}</dt>
          <dd>
            <a href={`tel:${thread.phone}`}>{thread.phone}</a>
          </dd>
        </div>
        <Consent thread={thread} me={me} zone={zone} />
        <div className="thread-fact">
          <dt>{m.assignmentTitle}</dt>
          <dd>
            {assigneeName(thread.assigned_to, me.id)}{' '}
            <button type="button" className="button ghost small" onClick={() => assign(mine ? null : me.id)}>
              {mine ? m.unassign : m.assignToMe}
            </button>
          </dd>
        </div>
        <Related thread={thread} />
      </dl>
    </header>
  );
}
