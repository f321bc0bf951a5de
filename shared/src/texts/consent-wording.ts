/**
 * What the booking form says beside the phone, recorded with each consent it gives. Apart from the
 * texts' other messages so the wizard carries these words alone.
 */
export const BOOKING_FORM_CONSENT =
  'I agree to get texts about my appointment at this number. Message and data rates may apply. Reply STOP to stop.';

/**
 * What staff confirm when the customer agreed to texts at the counter or on the phone: shown beside
 * the inbox's button, and recorded with the consent it gives.
 */
export const STAFF_CONSENT =
  'The customer told us they agree to get texts from the shop at this number. Message and data rates may apply. They can reply STOP to stop.';
