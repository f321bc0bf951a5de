/** Texts of Web Push, on the server's answers and the pages that turn it on or off. */
export const pushMessages = {
  endpointRefused: 'This push service address is not allowed.',
  unknownEndpoint: 'This device is not subscribed.',
  notifyMe: 'Notify me on this device',
  notifyOff: 'Stop notifications on this device',
  staffAlerts: 'Alerts on this tablet',
} as const;

/** The title of each kind of push; the body is the news itself. */
export const pushTitles = {
  reminder: 'Appointment reminder',
  progress: 'News about your car',
  ready: 'Your car is ready',
  estimate: 'Your estimate is ready',
  waitlist_offer: 'A time opened',
  cancelled: 'Appointment cancelled',
  moved: 'Appointment moved',
  staff_booking: 'New booking',
  staff_request: 'New request',
  staff_change: 'A customer changed an appointment',
  staff_estimate: 'Estimate answered',
} as const;
export type PushKind = keyof typeof pushTitles;
