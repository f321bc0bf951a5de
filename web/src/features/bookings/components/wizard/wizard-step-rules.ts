import { dateStepError, vehicleContactStepError } from '@shop/shared/bookings/booking-validation';
import type { WizardState } from './wizard-state.ts';

/** What keeps the current step from moving on, or null when it may. */
export function stepError(state: WizardState): string | null {
  if (state.step === 2) return vehicleContactStepError(state.form, new Date().getFullYear());
  if (state.step === 3) return dateStepError(state.date, state.time);
  return null;
}

/** Whether the current step has all it needs (Enter then moves on). */
export function stepComplete(state: WizardState): boolean {
  if (state.step === 1) return state.isDropOff !== null;
  if (state.step === 4) return state.paymentOption !== null;
  return stepError(state) === null;
}
