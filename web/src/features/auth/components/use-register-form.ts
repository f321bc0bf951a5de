import { useState } from 'react';
import type { RegisterInput } from '@shop/shared/auth/auth.schema';

export const EMPTY_REGISTRATION = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
};
export type RegistrationFields = typeof EMPTY_REGISTRATION;

/** The shared schema (and zod) load as the visitor starts filling in the form, not with the page. */
const loadSchema = () => import('@shop/shared/auth/auth.schema');

/** The registration form's values and its field errors from the shared schema. */
export function useRegisterForm() {
  const [form, setForm] = useState(EMPTY_REGISTRATION);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set = (k: keyof RegistrationFields) => (e: React.ChangeEvent<HTMLInputElement>) => {
    void loadSchema();
    setForm((f) => ({ ...f, [k]: e.target.value }));
  };

  /** The valid input, or null after showing what is wrong. */
  async function validate(): Promise<RegisterInput | null> {
    const { registerSchema } = await loadSchema();
    const parsed = registerSchema.safeParse({ ...form, acceptTerms: acceptTerms || undefined });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return null;
    }
    setErrors({});
    return parsed.data;
  }

  return { form, set, acceptTerms, setAcceptTerms, errors, validate };
}
