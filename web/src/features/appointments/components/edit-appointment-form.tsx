import { appointmentMessages as m } from '@shop/shared/appointments/messages';
import { EDIT_FORM_STATUSES, statusLabel } from '@shop/shared/appointments/appointment-status';
import type { Appointment } from '@shop/shared/bookings/booking.schema';
import { VehicleVinField } from '@/features/vehicles/components/vehicle-vin-field.tsx';
import { useEditForm } from './use-edit-form.ts';

/** Edit the customer, vehicle, status and notes of one appointment (admin spec 5). */
export function EditAppointmentForm({ a, onDone }: { a: Appointment; onDone: () => void }) {
  const { f, set, patch, save, saving } = useEditForm(a, onDone);
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
        <VehicleVinField value={f.vin} onChange={(vin) => patch({ vin })} vehicle={f} onVehicle={patch} />
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
        <button type="submit" className="button" disabled={saving}>
          {saving ? m.saving : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}
