import { BOOKING_FORM_CONSENT, STAFF_CONSENT } from './consent-wording.ts';

import type { SmsSegments } from './sms-segments.ts';
import type { SmsConsentState } from './texts.schema.ts';

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
  /** A staff reply with nowhere to go: refused at once rather than kept unsent. */
  noProvider:
    'Texts cannot be sent: no SMS provider is set up. Set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM on the server.',
  /** Staff cannot undo a STOP: carriers require the customer's own START. */
  consentAfterStop: 'This number replied STOP: only the customer can turn texts back on, by texting START.',
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
  bookingFormConsent: BOOKING_FORM_CONSENT,
  /** What staff confirm with "Customer agreed to texts": recorded with the consent it gives. */
  staffConsent: STAFF_CONSENT,
} as const;

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** A template's words: the customer's first name (may be empty) and the shop's name. */
interface TemplateContext {
  firstName: string;
  shop: string;
}
const hi = (firstName: string) => (firstName ? `Hi ${firstName}, ` : 'Hi, ');

/** Every text the staff inbox shows. */
export const inboxMessages = {
  title: 'Messages',
  unknownSender: 'Unknown sender',
  noThreads: 'No texts yet. When a customer texts the shop, the conversation shows here.',
  pickThread: 'Pick a conversation to read it.',
  loadFailed: 'The messages could not be loaded. Check the connection and try again.',
  threadNotFound: 'There is no such conversation.',
  backToList: 'All conversations',
  /** Read after the name by screen readers (the badge is a box of its own, so a space parts them). */
  unread: (n: number) => plural(n, 'unread message'),
  /** Read after "Messages" in the navigation. */
  navUnread: (n: number) => `${n} unread`,
  phoneTitle: 'Phone',
  assignmentTitle: 'Assignment',
  photosLabel: 'Photos',
  /** The top bar's link to the inbox on a phone: "3 unread texts". */
  unreadTexts: (n: number) => plural(n, 'unread text'),
  assignedTo: (who: string) => `Assigned to ${who}`,
  you: 'you',
  staffMember: (id: number) => `staff member #${id}`,
  unassigned: 'Not assigned',
  assignToMe: 'Assign to me',
  unassign: 'Unassign',
  incoming: 'Customer',
  outgoing: (author?: string) => author ?? 'Shop (automatic)',
  status: { received: 'received', queued: 'waiting to send', sent: 'sent', failed: 'not delivered' } as Record<
    string,
    string
  >,
  photoAlt: (n: number) => `Photo ${n} sent by the customer`,
  conversation: 'Conversation',
  noteBadge: 'Internal note',
  noteLabel: 'Internal note (never sent to the customer)',
  addNote: 'Add note',
  noteSaved: 'Note saved',
  noteFailed: 'The note could not be saved.',
  consentTitle: 'Texting consent',
  consent: {
    opted_in: 'Agreed to texts',
    opted_out: 'Opted out (STOP)',
    unknown: 'No consent recorded',
  } satisfies Record<SmsConsentState, string>,
  /** Where the consent state came from, as the server records it; an unknown source is shown as is. */
  consentSource: (source: string, at: string, by?: string) =>
    `${({ keyword: 'texted a keyword', booking_form: 'booking form', staff: 'set by staff' } as Record<string, string>)[source] ?? source}${by ? ` (${by})` : ''}, ${at}`,
  /** Staff record a "yes, text me" heard at the counter or on the phone; never shown after a STOP. */
  agreeToTexts: 'Customer agreed to texts',
  agreeToTextsHint: `Only when the customer said so. This is recorded with your name: "${STAFF_CONSENT}"`,
  consentRecorded: 'Consent to texts recorded',
  optedOut:
    'This number sent STOP: texts to it are off, and the Send box is hidden. It opens again when the customer texts START.',
  /** Instead of the Send box while the server cannot send texts (no provider configured). */
  cannotSend:
    'Replies cannot be sent: the shop has no SMS provider set up (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM on the server). Notes still work.',
  linksTitle: 'Related',
  customerLink: 'Customer page',
  appointmentLink: 'Open appointment',
  estimateLink: 'Estimate',
  attachTitle: 'Attach to customer',
  attachHint: 'Whose number is this? Find the customer to file the conversation under her.',
  attached: 'Conversation attached to the customer',
  assigned: 'Assignment saved',
  changeFailed: 'The conversation could not be changed.',
  composerLabel: 'Reply',
  send: 'Send',
  sent: 'Text sent',
  sendFailed: 'The text could not be sent.',
  templatesLabel: 'Templates',
  templates: {
    readyForPickup: {
      label: 'Ready for pickup',
      text: ({ firstName, shop }: TemplateContext) =>
        `${hi(firstName)}your car is ready for pickup at ${shop}. See you soon!`,
    },
    estimateSent: {
      label: 'Estimate sent',
      text: ({ firstName, shop }: TemplateContext) =>
        `${hi(firstName)}${shop} has sent your estimate by email. Reply here with any question, or approve it from the link in the email.`,
    },
  },
  /** "GSM-7 · 1 segment · 120 left". */
  segmentLine: (s: SmsSegments) => `${s.encoding} · ${plural(s.segments, 'segment')} · ${s.left} left`,
  wroteMeanwhile: (n: number) =>
    `The customer wrote ${plural(n, 'new message')} since you started this reply. Read ${n === 1 ? 'it' : 'them'} below, then send or change your reply.`,
};
