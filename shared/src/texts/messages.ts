/** What two-way texts say: the automatic answers to keywords, and the inbox's errors. */
export const textsMessages = {
  /** The one text carriers require after an opt-out; nothing else is sent to the number after it. */
  stopped: (shop: string) => `${shop}: you will get no more texts from us. Reply START to get them again.`,
  started: (shop: string) => `${shop}: texts are on again. Reply STOP to stop, HELP for help.`,
  help: (shop: string, phone: string) =>
    `${shop}: appointment texts. Call us at ${phone}. Reply C to confirm your next visit, R to change it, STOP to stop.`,
  confirmed: (shop: string, when: string) => `${shop}: thank you, see you on ${when}.`,
  manageLink: (shop: string, when: string, url: string) =>
    `${shop}: change or cancel your appointment on ${when} here: ${url}`,
  noAppointment: (shop: string, phone: string) =>
    `${shop}: we found no upcoming appointment for this number. Call us at ${phone}.`,
  cannotConfirm: (shop: string, phone: string) =>
    `${shop}: this appointment cannot be confirmed by text. Call us at ${phone}.`,
  optedOut: 'This number replied STOP: no text can be sent to it until it replies START.',
  threadNotFound: 'This conversation does not exist.',
  mediaNotFound: 'This photo is not kept.',
  customerNotFound: 'This customer does not exist.',
  staffNotFound: 'Texts can be assigned to staff only.',
  noPhone: 'This number cannot receive texts.',
  badSignature: 'The webhook signature does not match.',
  /** A text on a car's timeline: its words (the start of a long one), and which way it went. */
  timelineTitle: (body: string) => (body.length > 160 ? `${body.slice(0, 159)}…` : body || '📷'),
  timelineIn: 'Text from the customer',
  timelineOut: 'Text to the customer',
  /** The title of the staff push for an inbound text; its body is the text. */
  pushFrom: (who: string) => `Text from ${who}`,
  /** What the booking form says beside the phone: recorded with each consent it gives. */
  bookingFormConsent:
    'I agree to get texts about my appointment at this number. Message and data rates may apply. Reply STOP to stop.',
} as const;
