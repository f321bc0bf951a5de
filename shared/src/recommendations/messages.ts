import { formatCents, formatWholeDollars } from '../money/format-money.ts';
import { toDisplayDate } from '../time/time-format.ts';
import type { Condition } from '../inspections/inspection.schema.ts';
import { inspectionMessages } from '../inspections/messages.ts';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Every text of declined work brought back: the follow-up message, the customer's page, the staff views. */
export const recommendationMessages = {
  notFound: 'Nothing to show for this car. The link may be out of date; call the shop.',
  recommendationNotFound: 'That recommendation is not open on this car',
  notOpen: 'That recommendation is no longer open',
  alreadyOnEstimate: 'That recommendation is already on this estimate',
  /** "Urgent: Pads at 1 mm", from the inspection item the line came from. */
  condition: (condition: Condition | null, note: string): string | null => {
    const label = condition ? inspectionMessages.conditions[condition] : null;
    if (label && note) return `${label}: ${note}`;
    return label ?? (note || null);
  },
  mailSubject: (shop: string, car: string) => `${shop}: work on your ${car} is still recommended`,
  mailIntro: (name: string, car: string, date: string) =>
    `${name ? `Hello ${name},` : 'Hello,'}\n\nWhen we looked at your ${car} on ${toDisplayDate(date)}, we recommended this work, which is still open:`,
  mailLine: (description: string, cents: number, condition: string | null) =>
    `- ${description}: ${formatCents(cents)}${condition ? ` (${condition})` : ''}`,
  mailPhoto: (url: string) => `A photo from the inspection: ${url}`,
  mailAction: (url: string) => `Book it, tell us it was done elsewhere, or ask us to stop reminding you:\n${url}`,
  sms: (shop: string, car: string, count: number, url: string) =>
    `${shop}: ${plural(count, 'repair')} on your ${car} still recommended. ${url}`,
  page: {
    title: 'Recommended work',
    intro: (car: string) => `What we recommended for your ${car} and you have not had done yet.`,
    declinedOn: (date: string) => `Recommended on ${toDisplayDate(date)}`,
    odometer: (miles: number) => `at ${miles.toLocaleString('en-US')} mi`,
    price: (cents: number) => formatCents(cents),
    photoAlt: (description: string) => `Inspection photo: ${description}`,
    book: 'Book these',
    /** Above the wizard and first in the booking's notes: "Recommended work to book: Front brake pads — $189.00". */
    toBook: (lines: { description: string; price_cents: number }[]) =>
      `Recommended work to book: ${lines.map((l) => `${l.description} — ${formatCents(l.price_cents)}`).join('; ')}`,
    pickServices: 'Choose the services for this visit',
    pickContinue: 'Continue',
    doneElsewhere: 'Already done elsewhere',
    stop: 'Stop reminding me',
    loading: 'Loading…',
    empty: 'Nothing is open for this car. Thank you!',
    answered: {
      done_elsewhere: 'Thanks for telling us. We will not bring these up again.',
      stop: 'Done. We will not remind you of these again.',
    },
    failed: 'That did not go through. Check your connection and try again.',
  },
  staff: {
    card: (openCents: number, recoveredCents: number) =>
      `Declined work: ${formatWholeDollars(openCents)} open, ${formatWholeDollars(recoveredCents)} recovered this month`,
    listTitle: 'Declined work to call about',
    empty: 'No open declined work.',
    /** `date`: the shop's date of the last message, or null before any. */
    lastMessage: (date: string | null) => (date ? `Last message ${toDisplayDate(date)}` : 'No message sent yet'),
    fromVisit: (count: number, date: string) => `${plural(count, 'open recommendation')} from ${toDisplayDate(date)}`,
    addToEstimate: 'Add to estimate',
    columns: { customer: 'Customer', phone: 'Phone', car: 'Car', line: 'Line', price: 'Price', last: 'Last message' },
  },
  statuses: {
    open: 'Open',
    approved: 'Approved',
    booked: 'Booked',
    done_elsewhere: 'Done elsewhere',
    stopped: 'Stopped',
    archived: 'Archived',
  },
} as const;
