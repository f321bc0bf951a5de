import { formatCents } from '../money/format-money.ts';

/** Every text the inspection and estimate screens, mails and errors show. */
export const inspectionMessages = {
  notStarted: 'No inspection has been started for this appointment',
  notFound: 'Inspection not found',
  itemNotFound: 'That item is not on this inspection',
  lineNotFound: 'Estimate line not found',
  photoNotFound: 'Photo not found',
  estimateNotFound: 'No estimate has been sent for this appointment',
  estimateCancelled: 'This appointment was cancelled, so its estimate can no longer be answered',
  sendCancelled: 'This appointment was cancelled, so its estimate cannot be sent',
  notAnImage: 'The photo must be a JPEG, PNG or WebP image',
  tooLarge: (mb: number) => `The photo is larger than ${mb} MB`,
  busy: 'The shop system is busy with other photos. Nothing was saved; this photo will be sent again shortly.',
  conflict: 'The inspection was changed by someone else meanwhile',
  estimateChanged: 'The shop revised this estimate after you opened it. Look at what changed and answer again',
  revised: {
    heading: 'The shop revised your estimate',
    intro:
      'Changed lines are marked. Your choices are kept where the line is still there; check them and answer again.',
    was: (cents: number) => `was ${formatCents(cents)}`,
    now: (cents: number) => `now ${formatCents(cents)}`,
    added: 'Added',
    removed: 'Removed',
    changed: 'Changed',
    /** The outbox's way forward for an answer the shop's revision refused. */
    reopen: 'See what changed',
  },
  lineAnswered: 'The customer has already answered this line, so it can no longer be changed',
  idTaken: 'That id is already used',
  answer: {
    unknown_line: 'The answer names a line that is not on this estimate',
    duplicate_line: 'The answer names a line twice',
    missing_line: 'Approve or decline every line before sending',
    already_answered: 'This estimate has already been answered',
  },
  nothingToSend: 'Add at least one estimate line before sending',
  timelineSent: 'Inspection sent',
  timelineAnswered: (approved: number, of: number, cents: number) =>
    `Customer approved ${approved} of ${of} items (${formatCents(cents)})`,
  estimateReady: 'Your estimate is ready',
  /** The appointment page's link, and the outbox's label, once the customer has answered. */
  estimateAnswered: 'Your answer to the estimate',
  mailSubject: (shop: string) => `${shop}: your estimate is ready`,
  mailBody: (name: string, url: string) =>
    `Hello ${name},\n\nWe inspected your car. Please look at what we found and approve or decline each item:\n${url}`,
  staffSubject: (orderId: string) => `Estimate answered for order ${orderId}`,
  sms: (shop: string, url: string) => `${shop}: your estimate is ready. Approve or decline: ${url}`,
  revisedMailSubject: (shop: string) => `${shop}: your estimate was revised`,
  revisedMailBody: (name: string, url: string) =>
    `Hello ${name},\n\nWe revised your estimate. Please look at what changed and approve or decline each item:\n${url}`,
  revisedSms: (shop: string, url: string) => `${shop}: your estimate was revised. Approve or decline: ${url}`,
  conditions: { good: 'Good', soon: 'Soon', urgent: 'Urgent' },
  decisions: { pending: 'Waiting', approved: 'Approved', declined: 'Declined' },
  kinds: { labor: 'Labor', part: 'Part', fee: 'Fee' },
  checklistEmpty: 'The checklist needs at least one item',
  checklistDuplicate: 'Two checklist items have the same key',
} as const;
