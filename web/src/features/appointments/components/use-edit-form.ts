import { useState } from 'react';
import { toast } from '@/lib/toast.ts';
import { normalizeParty, splitFullName } from '@shop/shared/appointments/appointment-shapes';
import type { Appointment } from '@shop/shared/bookings/booking.schema';
import { optionalVinProblem } from '@shop/shared/vehicles/vin-problem';
import { normaliseVin } from '@shop/shared/vehicles/vin-normalise';
import { useWrite } from '@/features/offline/api/run-write.ts';
import { editAppointment } from '../api/edit-appointment.ts';

/** The edit form's fields, started from the appointment, and its save (done when it went or is queued). */
export function useEditForm(a: Appointment, onDone: () => void) {
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
  /** Several fields at once (the VIN's decode fills or replaces make, model and year). */
  const patch = (p: Partial<typeof f>) => setF((current) => ({ ...current, ...p }));
  const saveEdit = useWrite(editAppointment);
  async function save() {
    // A VIN saved before VINs were checked may stay as it is; a VIN typed now must be a VIN.
    const vinChanged = f.vin !== p.vehicle.vin;
    const vinProblem = vinChanged ? optionalVinProblem(f.vin, new Date().getFullYear()) : null;
    if (vinProblem) return void toast.error(vinProblem);
    const out = await saveEdit.mutateAsync({
      appointment: a,
      edit: {
        ...splitFullName(f.name),
        email: f.email,
        phone: f.phone,
        vehicle_make: f.make,
        vehicle_model: f.model,
        vehicle_year: f.year,
        vehicle_vin: vinChanged ? normaliseVin(f.vin) : f.vin,
        vehicle_license: f.license,
        status: f.status,
        notes: f.notes,
      },
    });
    if (out.ok) onDone();
  }
  return { f, set, patch, save, saving: saveEdit.isPending };
}
