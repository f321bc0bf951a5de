import type { VehicleContactErrors, VehicleContactForm } from '@shop/shared/bookings/booking-validation';
import { BOOKING_FORM_CONSENT } from '@shop/shared/texts/consent-wording';
import { Field } from '@/components/field.tsx';

/** The consent to texts beside the phone; its words are what the server records with it. */
export type SmsConsentBox = { checked: boolean; onChange: (checked: boolean) => void };

type Props = {
  form: VehicleContactForm;
  errors: VehicleContactErrors;
  set: (k: keyof VehicleContactForm) => (e: React.ChangeEvent<HTMLInputElement>) => void;
  smsConsent?: SmsConsentBox;
};

export function ContactFieldset({ form, errors, set, smsConsent }: Props) {
  return (
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
      {smsConsent && (
        <label className="check">
          <input type="checkbox" checked={smsConsent.checked} onChange={(e) => smsConsent.onChange(e.target.checked)} />{' '}
          {BOOKING_FORM_CONSENT}
        </label>
      )}
    </fieldset>
  );
}
