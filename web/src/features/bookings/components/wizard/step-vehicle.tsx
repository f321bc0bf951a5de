import { useState } from 'react';
import { NO_PLATE } from '@shop/shared/bookings/messages';
import { liveVehicleContactErrors, type VehicleContactForm } from '@shop/shared/bookings/booking-validation';
import type { Vehicle } from '@shop/shared/vehicles/vehicle.schema';
import { MyCarPicker } from '@/features/vehicles/components/my-car-picker.tsx';
import { ContactFieldset, type SmsConsentBox } from './contact-fieldset.tsx';
import { PlateHelpModal } from './plate-help-modal.tsx';
import { VehicleFieldset } from './vehicle-fieldset.tsx';

/** The vehicle fields as a picked car fills them, or emptied for another car. */
function withCar(form: VehicleContactForm, car: Vehicle | null): VehicleContactForm {
  if (!car) return { ...form, make: '', model: '', year: '', vin: '', license: '', hasPlate: true };
  return {
    ...form,
    make: car.make,
    model: car.model,
    year: car.year,
    vin: car.vin ?? '',
    license: car.plate,
    hasPlate: true,
  };
}

export function StepVehicle({
  form,
  onChange,
  vehicleId = null,
  onPickCar,
  smsConsent,
}: {
  form: VehicleContactForm;
  onChange: (f: VehicleContactForm) => void;
  vehicleId?: number | null;
  /** A signed-in customer picked one of her cars (or Add another car, null). */
  onPickCar?: (f: VehicleContactForm, vehicleId: number | null) => void;
  smsConsent?: SmsConsentBox;
}) {
  const [plateHelp, setPlateHelp] = useState(false);
  const errors = liveVehicleContactErrors(form, new Date().getFullYear());
  const set = (k: keyof VehicleContactForm) => (e: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...form, [k]: e.target.value });
  return (
    <div className="form">
      {onPickCar && <MyCarPicker chosen={vehicleId} onPick={(car) => onPickCar(withCar(form, car), car?.id ?? null)} />}
      <VehicleFieldset
        form={form}
        errors={errors}
        set={set}
        patch={(p) => onChange({ ...form, ...p })}
        onPlateHelp={() => setPlateHelp(true)}
      />
      <ContactFieldset form={form} errors={errors} set={set} smsConsent={smsConsent} />
      {plateHelp && (
        <PlateHelpModal
          onPick={(hasPlate) => {
            onChange({ ...form, hasPlate, license: hasPlate ? '' : NO_PLATE });
            setPlateHelp(false);
          }}
          onClose={() => setPlateHelp(false)}
        />
      )}
    </div>
  );
}
