import { useId, useState } from 'react';
import { inboxMessages as m } from '@shop/shared/texts/messages';
import { runWrite } from '@/features/offline/api/run-write.ts';
import { addNote } from '../api/thread-writes.ts';

/** An internal note on the conversation: kept for the staff, never texted to the customer. */
export function NoteForm({ thread, author }: { thread: number; author: string }) {
  const id = useId();
  const [body, setBody] = useState('');
  return (
    <form
      className="note-form"
      onSubmit={(e) => {
        e.preventDefault();
        const text = body.trim();
        if (!text) return;
        void runWrite(addNote, { thread, body: text, author }).then((o) => o.ok && setBody(''));
      }}
    >
      <label htmlFor={id}>{m.noteLabel}</label>
      <textarea id={id} rows={2} value={body} maxLength={2000} onChange={(e) => setBody(e.target.value)} />
      <button type="submit" className="button ghost" disabled={!body.trim()}>
        {m.addNote}
      </button>
    </form>
  );
}
