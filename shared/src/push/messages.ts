/** Texts of Web Push, on the server's answers, the pages that turn it on or off, and the worker. */
export const pushMessages = {
  endpointRefused: 'This push service address is not allowed.',
  unknownEndpoint: 'This device is not subscribed.',
  tooManyDevices: (n: number) => `At most ${n} devices can get these notifications. Turn them off on one first.`,
  /** How the notification log names a push's recipient: by its push service, never its endpoint. */
  deviceVia: (host: string) => `a device via ${host}`,
  notifyMe: 'Notify me on this device',
  notifyOff: 'Stop notifications on this device',
  staffAlerts: 'Alerts on this tablet',
  sectionTitle: 'Notifications',
  notifyMeHint: 'Get a notification here when your appointment changes or your car is ready.',
  notifyOn: 'Notifications are on: this device hears when your appointment changes or your car is ready.',
  notifyMeWaitlistHint: 'Get a notification here the moment a time opens for you, to take it before it runs out.',
  notifyOnWaitlist: 'Notifications are on: this device hears when a time opens for you.',
  staffAlertsHint:
    'New bookings and customer changes show as notifications on this device, even when the app is closed.',
  addToHomeScreen:
    'On an iPhone or iPad, notifications work once the app is on your Home Screen: tap the Share button in Safari, choose "Add to Home Screen", then open the app from there and turn them on.',
  blocked:
    "Notifications are blocked for this site. Allow them in your browser's site settings (the icon beside the address, or your phone's Settings, then Notifications), then reload this page.",
  turnOnFailed: 'Notifications could not be turned on on this device.',
  /** Allowed, but the browser took the subscription only within a tap (Safari, after the app's first seconds). */
  tapAgain: 'Notifications are allowed now: tap once more to turn them on.',
  /** What a push whose message could not be read says (a push is never silent). */
  genericBody: 'There is news for you. Open the app to see it.',
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
  staff_text: 'New text',
} as const;
export type PushKind = keyof typeof pushTitles;
