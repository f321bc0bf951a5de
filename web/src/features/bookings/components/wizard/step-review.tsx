import { bookingMessages, wizardTexts } from '@shop/shared/bookings/messages';
import type { PriceQuote } from '@shop/shared/bookings/pricing';
import { toDisplayDate, toDisplayTime } from '@shop/shared/time/time-format';
import { PriceLines } from './price-lines.tsx';
import type { WizardState } from './wizard-state.ts';

export function StepReview({ state, quote }: { state: WizardState; quote: PriceQuote }) {
  const { form } = state;
  return (
    <div className="review">
      <section>
        <h3>Services</h3>
        <PriceLines lines={quote.lines} discount={quote.discount} total={quote.total} />
      </section>
      <dl className="facts">
        <div>
          <dt>Service type</dt>
          <dd>{state.isDropOff ? wizardTexts.dropOff : wizardTexts.walkIn}</dd>
        </div>
        <div>
          <dt>Date and time</dt>
          <dd>
            {toDisplayDate(state.date)} at {toDisplayTime(state.time)}
          </dd>
        </div>
        <div>
          <dt>Vehicle</dt>
          <dd>
            {form.year} {form.make} {form.model} · {form.hasPlate ? form.license : bookingMessages.noLicensePlate}
          </dd>
        </div>
        {form.vin && (
          <div>
            <dt>VIN</dt>
            <dd>{form.vin}</dd>
          </div>
        )}
        <div>
          <dt>Contact</dt>
          <dd>
            {form.name} · {form.email} · {form.phone}
          </dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>{state.paymentOption === 'online' ? wizardTexts.payOnline : wizardTexts.payInPerson}</dd>
        </div>
      </dl>
    </div>
  );
}
