import { useState } from 'react';
import { adminMessages as m } from '@shop/shared/admin/messages';
import { normalizeParty, splitFullName } from '@shop/shared/admin/appointment-shapes';
import { EDIT_FORM_STATUSES, statusLabel } from '@shop/shared/appointments/appointment-status';
import type { Appointment } from '@shop/shared/bookings/booking.schema';
import { formatMoney } from '@shop/shared/money/format-money';
import { toDisplayDate, toDisplayTime } from '@shop/shared/time/time-format';
import { Modal } from '@/components/modal.tsx';
import { addProgressNote } from '../api/add-progress-note.ts';
import { useAdminWrite } from '../api/admin-write.ts';
import { deleteAppointment } from '../api/delete-appointment.ts';
import { editAppointment } from '../api/edit-appointment.ts';
import { RescheduleDialog } from './reschedule-dialog.tsx';
import { StatusBadge } from './status-badge.tsx';

function EditForm({ a, onDone }: { a: Appointment; onDone: () => void }) {
  const p = normalizeParty(a as unknown as Record<string, unknown>);
  const [f, setF] = useState({
    name: p.customer.name,
    email: p.customer.email,
    phone: p.customer.phone,
    make: p.vehicle.make,
    model: p.vehicle.model,
    year: p.vehicle.year,
    vin: p.vehicle.vin,
    license: p.vehicle.license,
    status: a.status,
    notes: a.notes,
  });
  const set =
    (k: keyof typeof f) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setF({ ...f, [k]: e.target.value });
  const saveEdit = useAdminWrite(editAppointment);
  async function save() {
    const out = await saveEdit.mutateAsync({
      appointment: a,
      edit: {
        ...splitFullName(f.name),
        email: f.email,
        phone: f.phone,
        vehicle_make: f.make,
        vehicle_model: f.model,
        vehicle_year: f.year,
        vehicle_vin: f.vin,
        vehicle_license: f.license,
        status: f.status,
        notes: f.notes,
      },
    });
    if (out.ok) onDone();
  }
  const input = (k: keyof typeof f, label: string, type = 'text') => (
    <div className="field">
      <label htmlFor={`edit-${k}`}>{label}</label>
      <input id={`edit-${k}`} type={type} value={f[k]} onChange={set(k)} />
    </div>
  );
  return (
    <form
      className="form"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="grid-2">
        {input('name', 'Customer name')}
        {input('email', 'Email', 'email')}
        {input('phone', 'Phone', 'tel')}
        {input('make', 'Make')}
        {input('model', 'Model')}
        {input('year', 'Year')}
        {input('vin', 'VIN')}
        {input('license', 'License plate')}
        <div className="field">
          <label htmlFor="edit-status">Status</label>
          <select id="edit-status" value={f.status} onChange={set('status')}>
            {EDIT_FORM_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
            {!(EDIT_FORM_STATUSES as readonly string[]).includes(f.status) && (
              <option value={f.status}>{statusLabel(f.status)}</option>
            )}
          </select>
        </div>
      </div>
      <div className="field">
        <label htmlFor="edit-notes">Notes</label>
        <textarea id="edit-notes" rows={3} value={f.notes} onChange={set('notes')} />
      </div>
      <div className="button-row">
        <button type="button" className="button ghost" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={saveEdit.isPending}>
          {saveEdit.isPending ? m.saving : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}

function ProgressNote({ a }: { a: Appointment }) {
  const note = useAdminWrite(addProgressNote);
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

/** View, edit, reschedule and delete one appointment. */
export function AppointmentDetails({
  appointment: a,
  startInEdit = false,
  onClose,
}: {
  appointment: Appointment;
  startInEdit?: boolean;
  onClose: () => void;
}) {
  const remove = useAdminWrite(deleteAppointment);
  const [mode, setMode] = useState<'view' | 'edit'>(startInEdit ? 'edit' : 'view');
  const [rescheduling, setRescheduling] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const p = normalizeParty(a as unknown as Record<string, unknown>);
  return (
    <Modal wide title={`Appointment #${a.id}`} onClose={onClose}>
      {mode === 'edit' ? (
        <EditForm a={a} onDone={() => setMode('view')} />
      ) : (
        <>
          <dl className="facts">
            <div>
              <dt>Customer</dt>
              <dd>
                {p.customer.name} {p.customer.isGhost && <span className="badge tone-blue">Ghost</span>}
                <br />
                {p.customer.email} · {p.customer.phone}
              </dd>
            </div>
            <div>
              <dt>Vehicle</dt>
              <dd>
                {[p.vehicle.year, p.vehicle.make, p.vehicle.model].filter(Boolean).join(' ')}
                {p.vehicle.vin && ` · VIN ${p.vehicle.vin}`}
                {p.vehicle.license && ` · ${p.vehicle.license}`}
              </dd>
            </div>
            <div>
              <dt>Date &amp; Time</dt>
              <dd>
                {a.date ? `${toDisplayDate(a.date)} ${toDisplayTime(a.start_time)}` : m.noDateTime}
                {a.is_ghost_slot && <span className="badge tone-yellow">Ghost Slot</span>}
              </dd>
            </div>
            <div>
              <dt>Services</dt>
              <dd>
                {a.services.map((s) => `${s.name} ${formatMoney(s.price)}`).join(', ')} · total{' '}
                {formatMoney(a.total_price)}
              </dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>
                <StatusBadge status={a.status} />
              </dd>
            </div>
            <div>
              <dt>Notes</dt>
              <dd>{a.notes || '—'}</dd>
            </div>
          </dl>
          <div className="button-row">
            <button type="button" className="button" onClick={() => setMode('edit')}>
              Edit
            </button>
            <button type="button" className="button ghost" onClick={() => setRescheduling(true)}>
              Reschedule
            </button>
            <button type="button" className="button danger" onClick={() => setConfirmDelete(true)}>
              Delete
            </button>
          </div>
          <ProgressNote a={a} />
        </>
      )}
      {rescheduling && (
        <RescheduleDialog appointment={a} onClose={(moved) => (moved ? onClose() : setRescheduling(false))} />
      )}
      {confirmDelete && (
        <Modal
          title="Delete appointment"
          onClose={() => setConfirmDelete(false)}
          footer={
            <>
              <button type="button" className="button ghost" onClick={() => setConfirmDelete(false)}>
                Cancel
              </button>
              <button
                type="button"
                className="button danger"
                onClick={async () => {
                  setConfirmDelete(false);
                  if ((await remove.mutateAsync({ appointment: a })).ok) onClose();
                }}
              >
                Delete
              </button>
            </>
          }
        >
          <p>{m.deleteConfirm}</p>
        </Modal>
      )}
    </Modal>
  );
}
