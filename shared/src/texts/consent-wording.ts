/**
 * What the booking form says beside the phone, recorded with each consent it gives. Apart from the
 * texts' other messages so the wizard carries these words alone.
 */
export const BOOKING_FORM_CONSENT =
  'I agree to get texts about my appointment at this number. Message and data rates may apply. Reply STOP to stop.';
