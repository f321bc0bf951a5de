import { Field } from '@/components/field.tsx';
import type { RegistrationFields } from './use-register-form.ts';

type Props = {
  form: RegistrationFields;
  errors: Record<string, string>;
  set: (k: keyof RegistrationFields) => (e: React.ChangeEvent<HTMLInputElement>) => void;
};

/** Name, email, phone and the new password of the registration form. */
export function RegisterFields({ form, errors, set }: Props) {
  return (
    <>
      <div className="grid-2">
        <Field
          label="First name"
          required
          autoComplete="given-name"
          value={form.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
        />
        <Field
          label="Last name"
          required
          autoComplete="family-name"
          value={form.lastName}
          onChange={set('lastName')}
          error={errors.lastName}
        />
      </div>
      <Field
        label="Email"
        type="email"
        required
        autoComplete="email"
        value={form.email}
        onChange={set('email')}
        error={errors.email}
      />
      <Field
        label="Phone"
        type="tel"
        required
        autoComplete="tel"
        value={form.phone}
        onChange={set('phone')}
        error={errors.phone}
      />
      <Field
        label="Password"
        type="password"
        required
        autoComplete="new-password"
        value={form.password}
        onChange={set('password')}
        error={errors.password}
        hint="At least 8 characters."
      />
      <Field
        label="Confirm password"
        type="password"
        required
        autoComplete="new-password"
        value={form.confirmPassword}
        onChange={set('confirmPassword')}
        error={errors.confirmPassword}
      />
    </>
  );
}
