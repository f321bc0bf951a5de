import type { TypedVehicle } from '@shop/shared/vehicles/vin-decode-compare';
import { VehicleVinField } from '@/features/vehicles/components/vehicle-vin-field.tsx';

export const BLANK = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  vehicle_make: '',
  vehicle_model: '',
  vehicle_year: '',
  vin: '',
  license_plate: '',
  notes: '',
};

export type ScheduleForm = typeof BLANK;

/** The form with what a VIN's decode fills or replaces. */
const withDecoded = (f: ScheduleForm, p: Partial<TypedVehicle>): ScheduleForm => ({
  ...f,
  vehicle_make: p.make ?? f.vehicle_make,
  vehicle_model: p.model ?? f.vehicle_model,
  vehicle_year: p.year ?? f.vehicle_year,
});

const FIELDS: [keyof ScheduleForm, string, string?][] = [
  ['first_name', 'First Name'],
  ['last_name', 'Last Name'],
  ['email', 'Email', 'email'],
  ['phone', 'Phone', 'tel'],
  ['vehicle_make', 'Make'],
  ['vehicle_model', 'Model'],
  ['vehicle_year', 'Year'],
  ['license_plate', 'License Plate'],
];

/** The customer's contact and vehicle fields of a new appointment; the VIN decoded as it is typed. */
export function ScheduleFields({
  form,
  setForm,
}: {
  form: ScheduleForm;
  setForm: (update: (f: ScheduleForm) => ScheduleForm) => void;
}) {
  return (
    <div className="grid-2">
      {FIELDS.map(([k, label, type]) => (
        <div className="field" key={k}>
          <label htmlFor={`sched-${k}`}>{label}</label>
          <input
            id={`sched-${k}`}
            type={type ?? 'text'}
            value={form[k]}
            onChange={(e) => setForm((f) => ({ ...f, [k]: e.target.value }))}
          />
        </div>
      ))}
      <VehicleVinField
        value={form.vin}
        onChange={(vin) => setForm((f) => ({ ...f, vin }))}
        vehicle={{ make: form.vehicle_make, model: form.vehicle_model, year: form.vehicle_year }}
        onVehicle={(p) => setForm((f) => withDecoded(f, p))}
      />
    </div>
  );
}
