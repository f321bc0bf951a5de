import { useState } from 'react';
import { appointmentRequestSchema } from '@shop/shared/requests/request.schema';
import type { RequestFormValues } from '../api/submit-request.tsx';

const EMPTY: RequestFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  vehicleMake: '',
  vehicleModel: '',
  vehicleYear: '',
  vin: '',
  licensePlate: '',
  serviceNeeded: [],
  preferredDate: '',
  preferredTime: '',
  message: '',
};

export type SetRequestField = (k: keyof RequestFormValues) => (e: { target: { value: string } }) => void;

/** The request form's values and its field errors from the shared schema. */
export function useRequestForm() {
  const [form, setForm] = useState<RequestFormValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set: SetRequestField = (k) => (e) => setForm((f) => ({ ...f, [k]: e.target.value }));
  const toggleService = (s: string) =>
    setForm((f) => ({
      ...f,
      serviceNeeded: f.serviceNeeded.includes(s) ? f.serviceNeeded.filter((x) => x !== s) : [...f.serviceNeeded, s],
    }));

  /** Whether the form is valid; if not, its errors are shown. */
  function validate(): boolean {
    const parsed = appointmentRequestSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return false;
    }
    setErrors({});
    return true;
  }

  return { form, errors, set, toggleService, validate, clear: () => setForm(EMPTY) };
}
