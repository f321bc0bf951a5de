import { useSubmitRequest } from '../api/submit-request.tsx';
import { PreferredTimeChoices } from './preferred-time-choices.tsx';
import { RequestDetailFields } from './request-detail-fields.tsx';
import { RequestThankYou } from './request-thank-you.tsx';
import { ServiceChoices } from './service-choices.tsx';
import { useRequestForm } from './use-request-form.ts';
import { HydratedForm } from '@/components/hydrated-form.tsx';

export function RequestForm() {
  const { form, toSend, errors, set, toggleService, validate, clear } = useRequestForm();
  const { submit: send, submitting, failure, done, clearFailure, reset } = useSubmitRequest();

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    clearFailure();
    if (await validate()) await send(toSend());
  }

  if (done) {
    return (
      <RequestThankYou
        done={done}
        failure={failure}
        onAnother={() => {
          clear();
          reset();
        }}
      />
    );
  }

  return (
    <HydratedForm className="card form" onSubmit={submit} noValidate aria-labelledby="request-title">
      <h2 id="request-title">Request an Appointment</h2>
      {failure && (
        <p className="error-box" role="alert">
          {failure}
        </p>
      )}
      <RequestDetailFields form={form} errors={errors} set={set} />
      <ServiceChoices chosen={form.serviceNeeded} error={errors.serviceNeeded} onToggle={toggleService} />
      <PreferredTimeChoices value={form.preferredTime} onChange={set('preferredTime')} />
      <div className="field">
        <label htmlFor="request-message">Message</label>
        <textarea id="request-message" rows={4} value={form.message} onChange={set('message')} maxLength={2000} />
      </div>
      <button type="submit" className="button large" disabled={form.serviceNeeded.length === 0 || submitting}>
        {submitting ? 'Submitting...' : 'Submit Request'}
      </button>
    </HydratedForm>
  );
}
