import { Inbox } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { appMessages } from '@shop/shared/app/messages';
import { PREFERRED_TIMES, REQUEST_SERVICE_OPTIONS, requestMessages as m } from '@shop/shared/requests/messages';
import { appointmentRequestSchema, type AppointmentRequestInput } from '@shop/shared/requests/request.schema';
import { Field } from '@/components/field.tsx';
import { submitLazily } from '@/features/offline/api/submit-lazily.ts';

type Form = Required<{ [K in keyof AppointmentRequestInput]: K extends 'serviceNeeded' ? string[] : string }>;
const EMPTY: Form = {
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

/** The texts of a failed request submission: toast and inline (customer spec 8). */
export function requestFailureTexts(httpStatus: number | undefined, body: unknown): { toast: string; inline: string } {
  const env = (body ?? {}) as { status?: string; error?: string };
  if (httpStatus === 429 && env.status === 'rate_limited')
    return { toast: env.error ?? m.rateLimitedToast, inline: m.rateLimitedInline };
  if (httpStatus === 429) return { toast: m.tooManyToast, inline: m.tooManyInline };
  return { toast: m.genericError, inline: m.genericError };
}

export function RequestForm() {
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<'sent' | 'queued' | null>(null);

  const set = (k: keyof Form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));
  const toggleService = (s: string) =>
    setForm((f) => ({
      ...f,
      serviceNeeded: f.serviceNeeded.includes(s) ? f.serviceNeeded.filter((x) => x !== s) : [...f.serviceNeeded, s],
    }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setFailure(null);
    const parsed = appointmentRequestSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setSubmitting(true);
    const row = await submitLazily({
      kind: 'request',
      label: `Appointment request: ${form.serviceNeeded.join(', ')}`,
      method: 'POST',
      path: '/api/appointment-requests',
      payload: form,
    });
    setSubmitting(false);
    if (row.status === 'sent') {
      toast.success(m.success);
      setDone('sent');
    } else if (row.status === 'queued' && row.httpStatus === 429) {
      // A burst limit: the outbox keeps the request and retries it, so it is not typed again.
      const texts = requestFailureTexts(429, row.response);
      toast.error(texts.toast);
      setFailure(texts.inline);
      setDone('queued');
    } else if (row.status === 'queued') {
      toast(`Request ${appMessages.offlineSavedSubmission}`, { icon: <Inbox aria-hidden="true" size={18} /> });
      setDone('queued');
    } else {
      const texts = requestFailureTexts(row.httpStatus, row.response);
      toast.error(texts.toast);
      setFailure(texts.inline);
    }
  }

  if (done) {
    return (
      <div className="card thank-you" role="status">
        <h2>Thank you!</h2>
        {failure && <p className="error-box">{failure}</p>}
        <p>
          {done === 'sent'
            ? 'We received your request and will call or email you to confirm a time.'
            : `Your request is ${appMessages.pendingWillBeSent}. You can see it in the outbox.`}
        </p>
        <button
          type="button"
          className="button"
          onClick={() => {
            setForm(EMPTY);
            setFailure(null);
            setDone(null);
          }}
        >
          {m.submitAnother}
        </button>
      </div>
    );
  }

  return (
    <form className="card form" onSubmit={submit} noValidate aria-labelledby="request-title">
      <h2 id="request-title">Request an Appointment</h2>
      {failure && (
        <p className="error-box" role="alert">
          {failure}
        </p>
      )}
      <div className="grid-2">
        <Field
          label="First name"
          required
          value={form.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
          autoComplete="given-name"
        />
        <Field
          label="Last name"
          required
          value={form.lastName}
          onChange={set('lastName')}
          error={errors.lastName}
          autoComplete="family-name"
        />
        <Field
          label="Email"
          required
          type="email"
          value={form.email}
          onChange={set('email')}
          error={errors.email}
          autoComplete="email"
        />
        <Field
          label="Phone"
          required
          type="tel"
          value={form.phone}
          onChange={set('phone')}
          error={errors.phone}
          autoComplete="tel"
        />
        <Field label="Vehicle make" value={form.vehicleMake} onChange={set('vehicleMake')} error={errors.vehicleMake} />
        <Field
          label="Vehicle model"
          value={form.vehicleModel}
          onChange={set('vehicleModel')}
          error={errors.vehicleModel}
        />
        <Field
          label="Vehicle year"
          inputMode="numeric"
          value={form.vehicleYear}
          onChange={set('vehicleYear')}
          error={errors.vehicleYear}
        />
        <Field label="VIN" value={form.vin} onChange={set('vin')} error={errors.vin} maxLength={17} />
        <Field
          label="License plate"
          value={form.licensePlate}
          onChange={set('licensePlate')}
          error={errors.licensePlate}
          maxLength={12}
        />
        <Field
          label="Preferred date"
          type="date"
          value={form.preferredDate}
          onChange={set('preferredDate')}
          error={errors.preferredDate}
        />
      </div>
      <fieldset className="choices">
        <legend>Service needed *</legend>
        <div className="checkbox-grid">
          {REQUEST_SERVICE_OPTIONS.map((s) => (
            <label key={s} className="check">
              <input
                type="checkbox"
                name="serviceNeeded"
                value={s}
                checked={form.serviceNeeded.includes(s)}
                onChange={() => toggleService(s)}
              />{' '}
              {s}
            </label>
          ))}
        </div>
        {errors.serviceNeeded && <p className="field-error">{errors.serviceNeeded}</p>}
      </fieldset>
      <fieldset className="choices">
        <legend>Preferred time</legend>
        <div className="radio-row">
          {PREFERRED_TIMES.map((t) => (
            <label key={t.value} className="check">
              <input
                type="radio"
                name="preferredTime"
                value={t.value}
                checked={form.preferredTime === t.value}
                onChange={set('preferredTime')}
              />{' '}
              {t.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="field">
        <label htmlFor="request-message">Message</label>
        <textarea id="request-message" rows={4} value={form.message} onChange={set('message')} maxLength={2000} />
      </div>
      <button type="submit" className="button large" disabled={form.serviceNeeded.length === 0 || submitting}>
        {submitting ? 'Submitting...' : 'Submit Request'}
      </button>
    </form>
  );
}
