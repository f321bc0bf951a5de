import { useId } from 'react';
import { inboxMessages as m } from '@shop/shared/texts/messages';
import { smsSegments } from '@shop/shared/texts/sms-segments';
import type { TextMessage } from '@shop/shared/texts/texts.schema';
import { useReply } from './use-reply.ts';

interface ComposerProps {
  thread: number;
  /** The conversation as shown now: it changes under the composer when the customer writes. */
  messages: TextMessage[];
  author: string;
  /** What the templates fill in. */
  firstName: string;
  shopName: string;
  /** Asks the server for the conversation as it is now; rejects offline (the cached one stands). */
  refresh: () => Promise<TextMessage[]>;
}

/**
 * The reply box: live segment count, templates that fill it, and a check before sending that the
 * customer has not written since the reply was begun (a tablet offline may have missed her texts).
 */
export function Composer({ firstName, shopName, ...reply }: ComposerProps) {
  const id = useId();
  const { body, edit, send, newer, problem, sending } = useReply(reply);
  const ctx = { firstName, shop: shopName };
  return (
    <form
      className="composer"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <div className="composer-templates" role="group" aria-label={m.templatesLabel}>
        {Object.values(m.templates).map((t) => (
          <button key={t.label} type="button" className="button ghost small" onClick={() => edit(t.text(ctx))}>
            {t.label}
          </button>
        ))}
      </div>
      <label htmlFor={`${id}-body`}>{m.composerLabel}</label>
      <textarea
        id={`${id}-body`}
        rows={3}
        value={body}
        aria-describedby={`${id}-segments`}
        aria-invalid={problem ? true : undefined}
        onChange={(e) => edit(e.target.value)}
        onKeyDown={(e) => {
          // Ctrl+Enter (Cmd+Enter) sends from the keyboard; Enter alone makes a new line.
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            void send();
          }
        }}
      />
      <p id={`${id}-segments`} className="hint composer-segments">
        {m.segmentLine(smsSegments(body))}
      </p>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      {newer > 0 && (
        <p className="note" role="alert">
          {m.wroteMeanwhile(newer)}
        </p>
      )}
      <button type="submit" className="button" disabled={!body.trim() || sending}>
        {m.send}
      </button>
    </form>
  );
}
