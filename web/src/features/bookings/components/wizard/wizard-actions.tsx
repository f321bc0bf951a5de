import { bookingMessages as m, wizardTexts } from '@shop/shared/bookings/messages';
import type { WizardState } from './wizard-state.ts';

type Props = {
  state: WizardState;
  submitting: boolean;
  onBack: () => void;
  onNext: () => void;
};

/** Back, and the step's own way forward (steps 1 and 4 move on when something is picked). */
export function WizardActions({ state, submitting, onBack, onNext }: Props) {
  return (
    <div className="wizard-actions">
      {state.step > 1 && (
        <button type="button" className="button ghost" onClick={onBack}>
          {wizardTexts.back}
        </button>
      )}
      {state.step === 2 && (
        <button type="button" className="button" onClick={onNext}>
          {wizardTexts.continueToSchedule}
        </button>
      )}
      {state.step === 3 && (
        <button type="button" className="button" disabled={!state.date || !state.time} onClick={onNext}>
          {wizardTexts.continueToPayment}
        </button>
      )}
      {state.step === 5 && (
        <button type="button" className="button" disabled={submitting} onClick={onNext}>
          {submitting ? m.scheduling : wizardTexts.confirm}
        </button>
      )}
    </div>
  );
}
