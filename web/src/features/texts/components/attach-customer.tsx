import { inboxMessages as m } from '@shop/shared/texts/messages';
import { CustomerSearch } from '@/features/customers/components/customer-search.tsx';
import { runWrite } from '@/features/offline/api/run-write.ts';
import { attachThread } from '../api/thread-writes.ts';

/** For a number no customer has: find whose it is, and the conversation is filed under her. */
export function AttachCustomer({ thread }: { thread: number }) {
  return (
    <section className="card attach-customer" aria-labelledby="attach-title">
      <h3 id="attach-title">{m.attachTitle}</h3>
      <p className="hint">{m.attachHint}</p>
      <CustomerSearch
        onPick={(picked) => void runWrite(attachThread, { thread, update: { customer_id: picked.customer.id } })}
      />
    </section>
  );
}
