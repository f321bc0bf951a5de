import { useState } from 'react';
import { optionalVinProblem } from '@shop/shared/vehicles/vin-problem';
import { normaliseVin } from '@shop/shared/vehicles/vin-normalise';
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
    const parsed = appointmentRequestSchema.safeParse({ ...form, vin: normaliseVin(form.vin) });
    const vin = optionalVinProblem(form.vin, new Date().getFullYear());
    if (!parsed.success || vin) {
      const issues = parsed.success ? [] : parsed.error.issues.map((i) => [String(i.path[0]), i.message]);
      setErrors(Object.fromEntries([...issues, ...(vin ? [['vin', vin]] : [])]));
      return false;
    }
    setErrors({});
    return true;
  }

  return {
    form,
    /** What is sent: the VIN as stored (upper-case, without spaces or dashes). */
    toSend: (): RequestFormValues => ({ ...form, vin: normaliseVin(form.vin) }),
    errors,
    set,
    toggleService,
    validate,
    clear: () => setForm(EMPTY),
  };
}
