import { refreshAvailability } from '../../api/availability.ts';
import { useEffect, useState } from 'react';
import { wizardTexts } from '@shop/shared/bookings/messages';
import { priceServices } from '@shop/shared/bookings/pricing';
import type { ServiceSelection } from '../../api/selection.ts';
import { useSubmitBooking } from './use-submit-booking.ts';
import { WizardActions } from './wizard-actions.tsx';
import { WizardError } from './wizard-error.tsx';
import { WizardProgress } from './wizard-progress.tsx';
import { loadWizard, saveWizard, type Step, type WizardState } from './wizard-state.ts';
import { WizardStepBody } from './wizard-step-body.tsx';
import { stepComplete, stepError } from './wizard-step-rules.ts';

const TITLES: Record<Step, string> = wizardTexts.steps;

/** Enter moves on, except where it has its own job: a new line in a textarea, or a button. */
function advancesOnEnter(e: React.KeyboardEvent): boolean {
  const target = e.target as HTMLElement;
  return e.key === 'Enter' && !e.shiftKey && target.tagName !== 'TEXTAREA' && target.tagName !== 'BUTTON';
}

/** The five-step booking wizard (customer spec 2, 4, 5). */
export function ScheduleWizard({ selection }: { selection: ServiceSelection }) {
  const [state, setState] = useState<WizardState>(loadWizard);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const serviceIds = selection.services.map((s) => s.id);
  const quote = priceServices(selection.services, serviceIds);
  const booking = useSubmitBooking(selection, quote);

  useEffect(() => saveWizard(state), [state]);
  const update = (patch: Partial<WizardState>) => setState((s) => ({ ...s, ...patch }));
  const go = (step: Step) => {
    setError(null);
    update({ step });
    document.getElementById('wizard-title')?.focus();
  };

  function next() {
    const e = stepError(state);
    if (e) return setError(e);
    if (state.step < 5) go((state.step + 1) as Step);
    else void submit();
  }

  async function submit() {
    if (booking.submitting) return;
    setError(null);
    setConflict(false);
    const failure = await booking.submit(state);
    if (failure) {
      setConflict(failure.conflict);
      setError(failure.error);
    }
  }

  return (
    <div
      className="wizard card"
      onKeyDown={(e) => {
        if (advancesOnEnter(e) && stepComplete(state)) {
          e.preventDefault();
          next();
        }
      }}
    >
      <WizardProgress step={state.step} />
      <h2 id="wizard-title" tabIndex={-1}>
        {TITLES[state.step]}
      </h2>
      {error && (
        <WizardError
          error={error}
          conflict={conflict}
          onPickAnotherTime={() => {
            refreshAvailability();
            update({ time: '' });
            go(3);
          }}
        />
      )}
      <WizardStepBody state={state} quote={quote} serviceIds={serviceIds} update={update} go={go} />
      <WizardActions
        state={state}
        submitting={booking.submitting}
        onBack={() => go((state.step - 1) as Step)}
        onNext={next}
      />
    </div>
  );
}
