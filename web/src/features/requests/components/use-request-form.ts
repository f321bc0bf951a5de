import { useState } from 'react';
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

/** The shared schema (and zod) load as the visitor starts filling in the form, not with the page. */
const loadSchema = () => import('@shop/shared/requests/request.schema');

export type SetRequestField = (k: keyof RequestFormValues) => (e: { target: { value: string } }) => void;

/** The request form's values and its field errors from the shared schema. */
export function useRequestForm() {
  const [form, setForm] = useState<RequestFormValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const set: SetRequestField = (k) => (e) => {
    void loadSchema();
    setForm((f) => ({ ...f, [k]: e.target.value }));
  };
  const toggleService = (s: string) => {
    void loadSchema();
    setForm((f) => ({
      ...f,
      serviceNeeded: f.serviceNeeded.includes(s) ? f.serviceNeeded.filter((x) => x !== s) : [...f.serviceNeeded, s],
    }));
  };

  /** Whether the form is valid; if not, its errors are shown. */
  async function validate(): Promise<boolean> {
    const { appointmentRequestSchema } = await loadSchema();
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
