import { wizardTexts } from '@shop/shared/bookings/messages';

export function StepPayment({
  value,
  onPick,
}: {
  value: 'online' | 'inPerson' | null;
  onPick: (v: 'online' | 'inPerson') => void;
}) {
  return (
    <fieldset className="choice-cards">
      <legend>How would you like to pay?</legend>
      <button
        type="button"
        className={`card choice${value === 'online' ? ' selected' : ''}`}
        aria-pressed={value === 'online'}
        onClick={() => onPick('online')}
      >
        <strong>{wizardTexts.payOnline}</strong>
        <span>
          Pay now to secure your booking. Full refund for cancellations more than 24 hours ahead. We email you a secure
          payment link.
        </span>
      </button>
      <button
        type="button"
        className={`card choice${value === 'inPerson' ? ' selected' : ''}`}
        aria-pressed={value === 'inPerson'}
        onClick={() => onPick('inPerson')}
      >
        <strong>{wizardTexts.payInPerson}</strong>
        <span>
          Pay when you arrive. A credit card is required to secure the booking; a cancellation fee applies under 24
          hours.
        </span>
      </button>
    </fieldset>
  );
}
