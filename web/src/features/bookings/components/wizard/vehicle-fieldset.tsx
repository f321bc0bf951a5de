import { bookingMessages as m } from '@shop/shared/bookings/messages';
import type { VehicleContactErrors, VehicleContactForm } from '@shop/shared/bookings/booking-validation';
import { Field } from '@/components/field.tsx';
import { VehicleVinField } from '@/features/vehicles/components/vehicle-vin-field.tsx';

type Props = {
  form: VehicleContactForm;
  errors: VehicleContactErrors;
  set: (k: keyof VehicleContactForm) => (e: React.ChangeEvent<HTMLInputElement>) => void;
  onPlateHelp: () => void;
  /** Several fields at once: the VIN's decode fills or replaces make, model and year. */
  patch: (p: Partial<VehicleContactForm>) => void;
};

/** Make, model, year, VIN and plate; without a plate yet, the plate field shows so and is off. */
export function VehicleFieldset({ form, errors, set, onPlateHelp, patch }: Props) {
  return (
    <fieldset>
      <legend>Vehicle</legend>
      <div className="grid-2">
        <Field label="Make" required value={form.make} onChange={set('make')} error={errors.make} />
        <Field label="Model" required value={form.model} onChange={set('model')} error={errors.model} />
        <Field label="Year" required inputMode="numeric" value={form.year} onChange={set('year')} error={errors.year} />
        <VehicleVinField
          label="VIN (optional)"
          value={form.vin}
          onChange={(vin) => patch({ vin })}
          vehicle={form}
          onVehicle={patch}
        />
        <Field
          label="License plate"
          required={form.hasPlate}
          value={form.hasPlate ? form.license : m.noLicensePlate}
          disabled={!form.hasPlate}
          onChange={set('license')}
          error={errors.license}
          maxLength={12}
        >
          <button type="button" className="icon-button" aria-label="License plate help" onClick={onPlateHelp}>
            <span aria-hidden="true">?</span>
          </button>
        </Field>
      </div>
    </fieldset>
  );
}
