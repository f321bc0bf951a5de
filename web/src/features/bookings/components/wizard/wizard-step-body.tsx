import type { PriceQuote } from '@shop/shared/bookings/pricing';
import { JoinWaitlist } from '@/features/waitlist/components/join-waitlist.tsx';
import { SlotPicker } from '../slot-picker.tsx';
import { StepPayment } from './step-payment.tsx';
import { StepReview } from './step-review.tsx';
import { StepServiceType } from './step-service-type.tsx';
import type { Step, WizardState } from './wizard-state.ts';
import { deferred } from '@/components/deferred.tsx';

// The vehicle step (its VIN check, decode and car picker) loads when the customer reaches it, so the
// wizard's first load stays within its budget; the service worker holds it for offline use.
const StepVehicle = deferred(async () => (await import('./step-vehicle.tsx')).StepVehicle);

type Props = {
  state: WizardState;
  quote: PriceQuote;
  serviceIds: number[];
  update: (patch: Partial<WizardState>) => void;
  go: (step: Step) => void;
};

/** The current step's content; picking a service type or a payment moves on by itself. */
export function WizardStepBody({ state, quote, serviceIds, update, go }: Props) {
  return (
    <>
      {state.step === 1 && (
        <StepServiceType
          value={state.isDropOff}
          onPick={(isDropOff) => {
            update({ isDropOff, date: '', time: '' });
            go(2);
          }}
        />
      )}
      {state.step === 2 && (
        <StepVehicle
          form={state.form}
          vehicleId={state.vehicleId}
          onChange={(form) => update({ form })}
          onPickCar={(form, vehicleId) => update({ form, vehicleId })}
          smsConsent={{ checked: state.smsConsent, onChange: (smsConsent) => update({ smsConsent }) }}
        />
      )}
      {state.step === 3 && (
        <SlotPicker
          type={state.isDropOff === true ? 'dropoff' : 'sameday'}
          serviceIds={serviceIds}
          date={state.date}
          time={state.time}
          onDate={(date) => update({ date, time: '' })}
          onTime={(time) => update({ time })}
          whenFull={(date) => (
            <JoinWaitlist
              date={date}
              type={state.isDropOff === true ? 'dropoff' : 'sameday'}
              serviceIds={serviceIds}
              form={state.form}
            />
          )}
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
    </>
  );
}
