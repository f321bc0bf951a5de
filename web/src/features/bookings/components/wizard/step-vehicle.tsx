import { useState } from 'react';
import { NO_PLATE } from '@shop/shared/bookings/messages';
import { liveVehicleContactErrors, type VehicleContactForm } from '@shop/shared/bookings/booking-validation';
import { ContactFieldset } from './contact-fieldset.tsx';
import { PlateHelpModal } from './plate-help-modal.tsx';
import { VehicleFieldset } from './vehicle-fieldset.tsx';

export function StepVehicle({
  form,
  onChange,
}: {
  form: VehicleContactForm;
  onChange: (f: VehicleContactForm) => void;
}) {
  const [plateHelp, setPlateHelp] = useState(false);
  const errors = liveVehicleContactErrors(form, new Date().getFullYear());
  const set = (k: keyof VehicleContactForm) => (e: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...form, [k]: e.target.value });
  return (
    <div className="form">
      <VehicleFieldset
        form={form}
        errors={errors}
        set={set}
        patch={(p) => onChange({ ...form, ...p })}
        onPlateHelp={() => setPlateHelp(true)}
      />
      <ContactFieldset form={form} errors={errors} set={set} />
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
