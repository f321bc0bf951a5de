import type { VehicleContactErrors, VehicleContactForm } from '@shop/shared/bookings/booking-validation';
import { Field } from '@/components/field.tsx';

type Props = {
  form: VehicleContactForm;
  errors: VehicleContactErrors;
  set: (k: keyof VehicleContactForm) => (e: React.ChangeEvent<HTMLInputElement>) => void;
};

export function ContactFieldset({ form, errors, set }: Props) {
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
    </fieldset>
  );
}
