import { useState } from 'react';
import { appointmentMessages as m } from '@shop/shared/appointments/messages';
import type { Appointment } from '@shop/shared/bookings/booking.schema';
import { addProgressNote } from '../api/add-progress-note.ts';
import { useWrite } from '@/features/offline/api/run-write.ts';

/** A progress note, with an optional estimated completion, for the customer's tracking page. */
export function ProgressNoteForm({ a }: { a: Appointment }) {
  const note = useWrite(addProgressNote);
  const [message, setMessage] = useState('');
  const [eta, setEta] = useState('');
  return (
    <form
      className="form section"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!message.trim()) return;
        const out = await note.mutateAsync({
          appointment: a,
          message: message.trim(),
          estimatedCompletion: eta ? new Date(eta).toISOString() : null,
        });
        if (out.ok) {
          setMessage('');
          setEta('');
        }
      }}
    >
      <h3>Progress update for the customer</h3>
      <div className="field">
        <label htmlFor="note-message">Update</label>
        <input
          id="note-message"
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          maxLength={500}
          placeholder="e.g. Brake pads replaced, road test next"
        />
      </div>
      <div className="field">
        <label htmlFor="note-eta">Estimated completion (optional)</label>
        <input id="note-eta" type="datetime-local" value={eta} onChange={(e) => setEta(e.target.value)} />
      </div>
      <button type="submit" className="button small" disabled={note.isPending || !message.trim()}>
        {note.isPending ? m.saving : 'Add update'}
      </button>
    </form>
  );
}
