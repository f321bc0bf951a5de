import { useState } from 'react';
import { customerMessages } from '@shop/shared/customers/messages';
import type { CustomerDetail } from '@shop/shared/customers/customer.schema';
import type { Vehicle } from '@shop/shared/vehicles/vehicle.schema';
import { vehicleLabel } from '@shop/shared/vehicles/vehicle-label';
import type { TypedVehicle } from '@shop/shared/vehicles/vin-decode-compare';
import { CustomerSearch } from '@/features/customers/components/customer-search.tsx';
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

/** The form with a picked customer's contact fields. */
const withCustomer = (f: ScheduleForm, { customer: c }: CustomerDetail): ScheduleForm => ({
  ...f,
  first_name: c.first_name,
  last_name: c.last_name,
  email: c.email,
  phone: c.phone,
});

/** The form with one of her cars. */
const withCar = (f: ScheduleForm, car: Vehicle): ScheduleForm => ({
  ...f,
  vehicle_make: car.make,
  vehicle_model: car.model,
  vehicle_year: car.year,
  vin: car.vin ?? '',
  license_plate: car.plate,
});

/** A picked customer's cars still in use: one click fills the vehicle fields. */
function HerCars({ cars, onPick }: { cars: Vehicle[]; onPick: (car: Vehicle) => void }) {
  if (cars.length === 0) return null;
  return (
    <div className="field her-cars" role="group" aria-label={customerMessages.herCars}>
      <span className="label">{customerMessages.herCars}</span>
      <div className="button-row">
        {cars.map((car) => (
          <button key={car.id} type="button" className="button ghost" onClick={() => onPick(car)}>
            {vehicleLabel(car)}
          </button>
        ))}
      </div>
    </div>
  );
}

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
  const [cars, setCars] = useState<Vehicle[]>([]);
  return (
    <>
      <CustomerSearch
        onPick={(detail) => {
          setForm((f) => withCustomer(f, detail));
          setCars(detail.vehicles.filter((v) => !v.archived));
        }}
      />
      <HerCars cars={cars} onPick={(car) => setForm((f) => withCar(f, car))} />
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
    </>
  );
}
