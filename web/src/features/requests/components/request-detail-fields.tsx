import type { TypedVehicle } from '@shop/shared/vehicles/vin-decode-compare';
import { Field } from '@/components/field.tsx';
import { VehicleVinField } from '@/features/vehicles/components/vehicle-vin-field.tsx';
import type { RequestFormValues } from '../api/submit-request.tsx';
import type { SetRequestField } from './use-request-form.ts';

type Props = { form: RequestFormValues; errors: Record<string, string>; set: SetRequestField };

/** The request's names for the fields a VIN's decode speaks to. */
const DECODED_FIELDS = { make: 'vehicleMake', model: 'vehicleModel', year: 'vehicleYear' } as const;

/** Contact, vehicle and preferred date of the request. */
export function RequestDetailFields({ form, errors, set }: Props) {
  const vehicle = { make: form.vehicleMake, model: form.vehicleModel, year: form.vehicleYear };
  const onVehicle = (patch: Partial<TypedVehicle>) => {
    for (const [k, value] of Object.entries(patch)) set(DECODED_FIELDS[k as keyof TypedVehicle])({ target: { value } });
  };
  return (
    <div className="grid-2">
      <Field
        label="First name"
        required
        value={form.firstName}
        onChange={set('firstName')}
        error={errors.firstName}
        autoComplete="given-name"
      />
      <Field
        label="Last name"
        required
        value={form.lastName}
        onChange={set('lastName')}
        error={errors.lastName}
        autoComplete="family-name"
      />
      <Field
        label="Email"
        required
        type="email"
        value={form.email}
        onChange={set('email')}
        error={errors.email}
        autoComplete="email"
      />
      <Field
        label="Phone"
        required
        type="tel"
        value={form.phone}
        onChange={set('phone')}
        error={errors.phone}
        autoComplete="tel"
      />
      <Field label="Vehicle make" value={form.vehicleMake} onChange={set('vehicleMake')} error={errors.vehicleMake} />
      <Field
        label="Vehicle model"
        value={form.vehicleModel}
        onChange={set('vehicleModel')}
        error={errors.vehicleModel}
      />
      <Field
        label="Vehicle year"
        inputMode="numeric"
        value={form.vehicleYear}
        onChange={set('vehicleYear')}
        error={errors.vehicleYear}
      />
      <VehicleVinField
        value={form.vin}
        onChange={(value) => set('vin')({ target: { value } })}
        vehicle={vehicle}
        onVehicle={onVehicle}
      />
      <Field
        label="License plate"
        value={form.licensePlate}
        onChange={set('licensePlate')}
        error={errors.licensePlate}
        maxLength={12}
      />
      <Field
        label="Preferred date"
        type="date"
        value={form.preferredDate}
        onChange={set('preferredDate')}
        error={errors.preferredDate}
      />
    </div>
  );
}
