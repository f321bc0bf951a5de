import { Inbox } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { appMessages } from '@shop/shared/app/messages';
import type { CreateBookingResponse } from '@shop/shared/bookings/booking.schema';
import { dateStepError, vehicleContactStepError } from '@shop/shared/bookings/booking-validation';
import { bookingMessages as m, wizardTexts } from '@shop/shared/bookings/messages';
import { priceServices } from '@shop/shared/bookings/pricing';
import { endOf } from '@shop/shared/bookings/slot-rules';
import { submitLazily } from '@/features/offline/api/submit-lazily.ts';
import { saveConfirmation, type Confirmation } from '../../api/confirmation.ts';
import type { ServiceSelection } from '../../api/selection.ts';
import { saveTrackingRecord } from '../../api/tracking-records.ts';
import { StepDateTime } from './step-date-time.tsx';
import { StepPayment } from './step-payment.tsx';
import { StepReview } from './step-review.tsx';
import { StepServiceType } from './step-service-type.tsx';
import { StepVehicle } from './step-vehicle.tsx';
import { bookingBody, clearWizard, loadWizard, saveWizard, type Step, type WizardState } from './wizard-state.ts';

const TITLES: Record<Step, string> = wizardTexts.steps;

/** The five-step booking wizard (customer spec 2, 4, 5). */
export function ScheduleWizard({ selection }: { selection: ServiceSelection }) {
  const navigate = useNavigate();
  const [state, setState] = useState<WizardState>(loadWizard);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const quote = priceServices(
    selection.services,
    selection.services.map((s) => s.id),
  );
  const serviceIds = selection.services.map((s) => s.id);

  useEffect(() => saveWizard(state), [state]);
  const update = (patch: Partial<WizardState>) => setState((s) => ({ ...s, ...patch }));
  const go = (step: Step) => {
    setError(null);
    update({ step });
    document.getElementById('wizard-title')?.focus();
  };

  function stepError(): string | null {
    if (state.step === 2) return vehicleContactStepError(state.form, new Date().getFullYear());
    if (state.step === 3) return dateStepError(state.date, state.time);
    return null;
  }
  const complete =
    state.step === 1
      ? state.isDropOff !== null
      : state.step === 4
        ? state.paymentOption !== null
        : stepError() === null;

  function next() {
    const e = stepError();
    if (e) return setError(e);
    if (state.step < 5) go((state.step + 1) as Step);
    else void submit();
  }

  async function submit() {
    if (submitting) return;
    setSubmitting(true);
    setError(null);
    setConflict(false);
    const payload = bookingBody(state, selection, endOf(state.time));
    const base: Confirmation = {
      order_id: null,
      appointmentId: null,
      appointments: [{ date: state.date, start_time: state.time, end_time: endOf(state.time) }],
      services: quote.lines,
      totalPrice: quote.total,
      discount: quote.discount,
      isGhostSlot: state.isDropOff === true,
      paymentOption: state.paymentOption ?? 'inPerson',
      email: state.form.email.trim(),
      trackingToken: null,
      outboxId: null,
    };
    const row = await submitLazily({
      kind: 'booking',
      label: `Booking: ${selection.services.map((s) => s.name).join(', ')} on ${state.date} ${state.time}`,
      method: 'POST',
      path: '/api/appointments',
      payload,
      context: { wizard: state, selection, confirmation: base },
    });
    setSubmitting(false);
    if (row.status === 'sent') {
      const res = row.response as CreateBookingResponse;
      const confirmation: Confirmation = {
        ...base,
        order_id: res.order_id,
        appointmentId: res.appointment.id,
        services: res.appointment.services,
        totalPrice: res.appointment.total_price,
        discount: res.appointment.discount,
        isGhostSlot: res.appointment.is_ghost_slot,
        trackingToken: res.tracking_token,
      };
      saveTrackingRecord({
        appointmentId: res.appointment.id,
        email: confirmation.email,
        isGhostSlot: res.appointment.is_ghost_slot,
        token: res.tracking_token,
        date: state.date,
        start_time: state.time,
        service: res.appointment.service_type,
      });
      finish(confirmation);
    } else if (row.status === 'queued') {
      toast(`Booking ${appMessages.offlineSavedSubmission}`, { icon: <Inbox aria-hidden="true" size={18} /> });
      finish({ ...base, outboxId: row.id });
    } else if (row.status === 'conflict') {
      setConflict(true);
      setError(row.lastError ?? m.slotUnavailable);
    } else {
      setError(row.lastError ?? m.failedToCreate);
    }
  }

  function finish(c: Confirmation) {
    saveConfirmation(c);
    clearWizard();
    navigate('/appointment-success', { state: c });
  }

  return (
    <div
      className="wizard card"
      onKeyDown={(e) => {
        const target = e.target as HTMLElement;
        if (
          e.key === 'Enter' &&
          !e.shiftKey &&
          target.tagName !== 'TEXTAREA' &&
          target.tagName !== 'BUTTON' &&
          complete
        ) {
          e.preventDefault();
          next();
        }
      }}
    >
      <ol className="progress" aria-label="Progress">
        {([1, 2, 3, 4, 5] as Step[]).map((s) => (
          <li
            key={s}
            className={s === state.step ? 'current' : s < state.step ? 'done' : ''}
            aria-current={s === state.step ? 'step' : undefined}
          >
            <span className="visually-hidden">Step </span>
            {s}
            <span className="visually-hidden"> of 5: {TITLES[s]}</span>
          </li>
        ))}
      </ol>
      <h2 id="wizard-title" tabIndex={-1}>
        {TITLES[state.step]}
      </h2>
      {error && (
        <div className="error-box" role="alert">
          <p>{error}</p>
          {conflict && (
            <button
              type="button"
              className="button small"
              onClick={() => {
                update({ time: '' });
                go(3);
              }}
            >
              {wizardTexts.pickAnotherTime}
            </button>
          )}
        </div>
      )}
      {state.step === 1 && (
        <StepServiceType
          value={state.isDropOff}
          onPick={(isDropOff) => {
            update({ isDropOff, date: '', time: '' });
            go(2);
          }}
        />
      )}
      {state.step === 2 && <StepVehicle form={state.form} onChange={(form) => update({ form })} />}
      {state.step === 3 && (
        <StepDateTime
          isDropOff={state.isDropOff === true}
          serviceIds={serviceIds}
          date={state.date}
          time={state.time}
          onDate={(date) => update({ date, time: '' })}
          onTime={(time) => update({ time })}
        />
      )}
      {state.step === 4 && (
        <StepPayment
          value={state.paymentOption}
          onPick={(paymentOption) => {
            update({ paymentOption });
            go(5);
          }}
        />
      )}
      {state.step === 5 && <StepReview state={state} quote={quote} />}
      <div className="wizard-actions">
        {state.step > 1 && (
          <button type="button" className="button ghost" onClick={() => go((state.step - 1) as Step)}>
            {wizardTexts.back}
          </button>
        )}
        {state.step === 2 && (
          <button type="button" className="button" onClick={next}>
            {wizardTexts.continueToSchedule}
          </button>
        )}
        {state.step === 3 && (
          <button type="button" className="button" disabled={!state.date || !state.time} onClick={next}>
            {wizardTexts.continueToPayment}
          </button>
        )}
        {state.step === 5 && (
          <button type="button" className="button" disabled={submitting} onClick={next}>
            {submitting ? m.scheduling : wizardTexts.confirm}
          </button>
        )}
      </div>
    </div>
  );
}
