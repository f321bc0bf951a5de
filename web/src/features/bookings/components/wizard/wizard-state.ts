import { NO_PLATE } from '@shop/shared/bookings/messages';
import type { WizardBooking } from '@shop/shared/bookings/booking.schema';
import type { VehicleContactForm } from '@shop/shared/bookings/booking-validation';
import { normaliseVin } from '@shop/shared/vehicles/vin-normalise';
import type { ServiceSelection } from '../../api/selection.ts';

export type Step = 1 | 2 | 3 | 4 | 5;

export interface WizardState {
  step: Step;
  isDropOff: boolean | null;
  form: VehicleContactForm;
  /** The signed-in customer's car picked on the vehicle step, or null for a car typed in. */
  vehicleId: number | null;
  date: string;
  time: string;
  paymentOption: 'online' | 'inPerson' | null;
  notes: string;
  /** The box beside the phone: texts about this appointment, in textsMessages.bookingFormConsent's words. */
  smsConsent: boolean;
  /** Book these: the declined lines chosen, the car's token that lets the server mark them booked, and their note. */
  recommended: { ids: number[]; token: string; note: string } | null;
}

export const INITIAL_WIZARD: WizardState = {
  step: 1,
  isDropOff: null,
  form: { make: '', model: '', year: '', vin: '', license: '', hasPlate: true, name: '', email: '', phone: '' },
  vehicleId: null,
  date: '',
  time: '',
  paymentOption: null,
  notes: '',
  smsConsent: false,
  recommended: null,
};

const KEY = 'scheduleWizard';

/** The wizard is kept in sessionStorage as it is typed, so a reload loses nothing. */
export function loadWizard(): WizardState {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? { ...INITIAL_WIZARD, ...(JSON.parse(raw) as WizardState) } : INITIAL_WIZARD;
  } catch {
    return INITIAL_WIZARD;
  }
}

export function saveWizard(s: WizardState): void {
  sessionStorage.setItem(KEY, JSON.stringify(s));
}

export function clearWizard(): void {
  sessionStorage.removeItem(KEY);
}

/** The POST /api/appointments body of the wizard (customer spec 7 plus our fields). */
export function bookingBody(s: WizardState, selection: ServiceSelection, endTime: string): WizardBooking {
  const ids = selection.services.map((x) => x.id);
  return {
    service_type_id: ids[0],
    service_ids: ids,
    date: s.date,
    start_time: s.time,
    end_time: endTime,
    user_id: null,
    vehicle_info: {
      make: s.form.make.trim(),
      model: s.form.model.trim(),
      year: s.form.year.trim(),
      // As stored: "1hgcm8-2633a-004352" passes the step's check and is sent as 1HGCM82633A004352.
      vin: normaliseVin(s.form.vin) || null,
      license: s.form.hasPlate ? s.form.license.trim() || null : NO_PLATE,
    },
    contact_info: { name: s.form.name.trim(), email: s.form.email.trim(), phone: s.form.phone.trim() },
    // The lines lead the notes, so staff see what the visit is for.
    notes: s.recommended ? [s.recommended.note, s.notes].filter((x) => x !== '').join('\n') : s.notes,
    is_drop_off: s.isDropOff === true,
    payment_option: s.paymentOption ?? 'inPerson',
    ...(s.vehicleId !== null ? { vehicle_id: s.vehicleId } : {}),
    ...(s.smsConsent ? { sms_consent: true } : {}),
    ...(s.recommended ? { recommendation_ids: s.recommended.ids, vehicle_token: s.recommended.token } : {}),
  };
}
