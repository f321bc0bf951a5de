import { wizardTexts } from '@shop/shared/bookings/messages';

export function StepServiceType({ value, onPick }: { value: boolean | null; onPick: (dropOff: boolean) => void }) {
  return (
    <fieldset className="choice-cards">
      <legend>How would you like to come in?</legend>
      <button
        type="button"
        className={`card choice${value === true ? ' selected' : ''}`}
        aria-pressed={value === true}
        onClick={() => onPick(true)}
      >
        <strong>{wizardTexts.dropOff}</strong>
        <span>
          Leave your vehicle between 10 AM and 5:30 PM. Service takes 1-2 business days at discounted rates; we call you
          with a diagnosis.
        </span>
      </button>
      <button
        type="button"
        className={`card choice${value === false ? ' selected' : ''}`}
        aria-pressed={value === false}
        onClick={() => onPick(false)}
      >
        <strong>Same-day</strong>
        <span>
          Choose a time slot between 9 AM and 12 PM and wait with us. Best for oil changes and tire rotations; limited
          slots.
        </span>
      </button>
    </fieldset>
  );
}
