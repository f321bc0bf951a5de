import { wizardTexts } from '@shop/shared/bookings/messages';
import type { Step } from './wizard-state.ts';

const TITLES: Record<Step, string> = wizardTexts.steps;

/** The five step markers, the current one announced as such. */
export function WizardProgress({ step }: { step: Step }) {
  return (
    <ol className="progress" aria-label="Progress">
      {([1, 2, 3, 4, 5] as Step[]).map((s) => (
        <li
          key={s}
          className={s === step ? 'current' : s < step ? 'done' : ''}
          aria-current={s === step ? 'step' : undefined}
        >
          <span className="visually-hidden">Step </span>
          {s}
          <span className="visually-hidden"> of 5: {TITLES[s]}</span>
        </li>
      ))}
    </ol>
  );
}
