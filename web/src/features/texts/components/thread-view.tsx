import { firstName } from '@shop/shared/customers/first-name';
import { inboxMessages as m } from '@shop/shared/texts/messages';
import type { TextMessage, ThreadDetail } from '@shop/shared/texts/texts.schema';
import { AttachCustomer } from './attach-customer.tsx';
import { Composer } from './composer.tsx';
import { NoteForm } from './note-form.tsx';
import { ThreadEntries } from './thread-entries.tsx';
import { ThreadFacts } from './thread-facts.tsx';

interface ThreadViewProps {
  detail: ThreadDetail;
  me: { id: number; name: string };
  zone: string;
  shopName: string;
  /** The conversation as the server has it now, for the composer's check before sending. */
  refresh: () => Promise<TextMessage[]>;
}

/**
 * One conversation: whose number and what they agreed to, the texts and notes, and the reply box,
 * hidden with a clear line once the number said STOP, or while the shop cannot send texts at all
 * (no provider configured), rather than letting a reply be written that could never go.
 */
export function ThreadView({ detail, me, zone, shopName, refresh }: ThreadViewProps) {
  const { thread, messages, notes } = detail;
  const author = me.name || m.you;
  return (
    <section className="thread-view stack" aria-labelledby="thread-title">
      <ThreadFacts thread={thread} me={{ id: me.id, name: author }} zone={zone} />
      {thread.customer_id === null && <AttachCustomer thread={thread.id} />}
      <ThreadEntries messages={messages} notes={notes} zone={zone} />
      {thread.consent.state === 'opted_out' ? (
        <p className="note opted-out">{m.optedOut}</p>
      ) : !thread.can_send ? (
        <p className="note cannot-send">{m.cannotSend}</p>
      ) : (
        <Composer
          key={thread.id}
          thread={thread.id}
          messages={messages}
          author={author}
          firstName={thread.customer_id === null ? '' : firstName(thread.name ?? '')}
          shopName={shopName}
          refresh={refresh}
        />
      )}
      <NoteForm key={`note-${thread.id}`} thread={thread.id} author={author} />
    </section>
  );
}
