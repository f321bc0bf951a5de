import { useState } from 'react';
import { bookingMessages as m, NO_PLATE } from '@shop/shared/bookings/messages';
import { liveVehicleContactErrors, type VehicleContactForm } from '@shop/shared/bookings/booking-validation';
import { Field } from '@/components/field.tsx';
import { Modal } from '@/components/modal.tsx';

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
      <fieldset>
        <legend>Vehicle</legend>
        <div className="grid-2">
          <Field label="Make" required value={form.make} onChange={set('make')} error={errors.make} />
          <Field label="Model" required value={form.model} onChange={set('model')} error={errors.model} />
          <Field
            label="Year"
            required
            inputMode="numeric"
            value={form.year}
            onChange={set('year')}
            error={errors.year}
          />
          <Field label="VIN (optional)" value={form.vin} onChange={set('vin')} maxLength={17} />
          <Field
            label="License plate"
            required={form.hasPlate}
            value={form.hasPlate ? form.license : m.noLicensePlate}
            disabled={!form.hasPlate}
            onChange={set('license')}
            error={errors.license}
            maxLength={12}
          >
            <button
              type="button"
              className="icon-button"
              aria-label="License plate help"
              onClick={() => setPlateHelp(true)}
            >
              <span aria-hidden="true">?</span>
            </button>
          </Field>
        </div>
      </fieldset>
      <fieldset>
        <legend>Contact</legend>
        <div className="grid-2">
          <Field
            label="Full name"
            required
            autoComplete="name"
            value={form.name}
            onChange={set('name')}
            error={errors.name}
          />
          <Field
            label="Phone"
            required
            type="tel"
            autoComplete="tel"
            value={form.phone}
            onChange={set('phone')}
            error={errors.phone}
          />
          <Field
            label="Email"
            required
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={set('email')}
            error={errors.email}
          />
        </div>
      </fieldset>
      {plateHelp && (
        <Modal title={m.licensePlateStatusTitle} onClose={() => setPlateHelp(false)}>
          <p>New vehicles sometimes have no plate yet. Tell us which applies.</p>
          <div className="button-row">
            <button
              type="button"
              className="button"
              onClick={() => {
                onChange({ ...form, hasPlate: true, license: '' });
                setPlateHelp(false);
              }}
            >
              {m.haveLicensePlate}
            </button>
            <button
              type="button"
              className="button ghost"
              onClick={() => {
                onChange({ ...form, hasPlate: false, license: NO_PLATE });
                setPlateHelp(false);
              }}
            >
              {m.noLicensePlateYet}
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}
