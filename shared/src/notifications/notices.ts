import { z } from '../zod.ts';
import type { OdometerUnit } from '../vehicles/vehicle.schema.ts';

/** Every kind of notice the shop sends, whatever the channel: the outbox's `kind`. */
export const notificationKindSchema = z.enum([
  'confirmation',
  'reminder',
  'ready',
  'progress',
  'cancelled',
  'moved',
  'request_received',
  'staff_booking',
  'staff_request',
  'staff_change',
  'password_reset',
  'email_confirmation',
  'estimate',
  'staff_estimate',
  'waitlist_offer',
  'waitlist_joined',
  'text_reply',
  // An answer carriers require whatever the number's consent: STOP's one confirmation, HELP's answer.
  'carrier_answer',
  'staff_text',
  'declined_followup',
  'maintenance_due',
]);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** The alerts staff get (by mail, and by push on their devices). */
export const STAFF_ALERT_KINDS = [
  'staff_booking',
  'staff_request',
  'staff_change',
  'staff_estimate',
  'staff_text',
] as const satisfies readonly NotificationKind[];
export type StaffAlertKind = (typeof STAFF_ALERT_KINDS)[number];

/**
 * What a stored SMS holds: its text, link slots not yet filled. Rows queued before SMS had a shape
 * of its own hold a mail's (`to`, `subject`, `text`); its `text` is the SMS, so both read alike.
 */
export const storedSmsSchema = z.object({ text: z.string() });
export type StoredSms = z.infer<typeof storedSmsSchema>;

/** Who a customer notice is for; each channel decides whether and how it reaches them. */
export interface NoticeContact {
  email: string | null;
  /** As the customer typed it: the SMS channel reads it as E.164 or skips it. */
  phone: string | null;
}

/** A mail written whole by its use case (the account and booking mails): the email channel sends it as it is. */
export interface WrittenMail {
  subject: string;
  text: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; content: string; contentType: string }[];
  links?: string[];
}

/** An appointment as its customer's notices name it. */
export interface NoticeAppointment {
  id: number;
  orderId: string;
  date: string;
  startTime: string;
  /** The services, named and joined for reading. */
  services: string;
  firstName: string;
  /** The newest link to the appointment its customer was sent (its token's slot), if any. */
  manageUrl: string | null;
}

interface Common {
  /** When it is due; now when absent. */
  plannedAt?: Date;
  /** The appointment link its mail carries, recorded so later notices can carry it too. */
  manageUrl?: string;
  /** Until when the news is worth showing on a device (a reminder: its start; an offer: its end); else a time per kind. */
  showUntil?: Date;
  /** Its appointment was made in the same transaction: no device can have asked for its news yet. */
  newAppointment?: true;
}

/** Declined work brought back: the lines still open on one car, as each channel words them. */
export interface FollowupNotice {
  kind: 'declined_followup';
  to: NoticeContact;
  firstName: string;
  /** The car as its owner reads it ("2019 Civic"). */
  car: string;
  /** The shop's date the work was declined (yyyy-MM-dd). */
  declinedOn: string;
  lines: { description: string; priceCents: number; condition: string | null }[];
  /** One photo from the inspection, if it has any. */
  photoUrl: string | null;
  /** The car's page of open work (its token's slot). */
  url: string;
  unsubscribeUrl: string;
}

/** The notices, one per kind, each with the data its channels render it from. */
export type Notice = Common &
  (
    | { kind: 'reminder'; to: NoticeContact; appointment: NoticeAppointment; unsubscribeUrl: string }
    | { kind: 'ready'; to: NoticeContact; appointment: NoticeAppointment }
    | { kind: 'progress'; to: NoticeContact; appointment: NoticeAppointment; note: string }
    | { kind: 'estimate'; to: NoticeContact; appointmentId: number; firstName: string; url: string; revised: boolean }
    | {
        kind: 'waitlist_offer';
        to: NoticeContact;
        entryId: number;
        /** The offered time as customers read it. */
        moment: string;
        minutes: number;
        url: string;
      }
    | {
        kind: 'maintenance_due';
        to: NoticeContact;
        firstName: string;
        /** The car as its owner reads it ("2019 Civic"), the service due and when (either may be unknown). */
        car: string;
        service: string;
        dueMiles: number | null;
        unit: OdometerUnit;
        dueDate: string | null;
        url: string;
        unsubscribeUrl: string;
      }
    | FollowupNotice
    | {
        kind: Exclude<StaffAlertKind, 'staff_text'>;
        appointmentId?: number;
        requestId?: number;
        subject: string;
        lines: string[];
        /** The admins' addresses when already read, else read when planned. */
        staff?: string[];
        /** The staff devices' push endpoints when already read, else read when planned. */
        staffDevices?: string[];
      }
    /** A customer's text: staff read it in the inbox, so it is pushed to their devices only; a tap opens its thread. */
    | { kind: 'staff_text'; subject: string; page: string }
    | {
        kind: 'confirmation' | 'cancelled' | 'moved';
        to: NoticeContact;
        appointmentId: number;
        mail: WrittenMail;
      }
    | { kind: 'request_received'; to: NoticeContact; requestId: number; mail: WrittenMail }
    | { kind: 'password_reset' | 'email_confirmation' | 'waitlist_joined'; to: NoticeContact; mail: WrittenMail }
    | { kind: 'text_reply'; to: NoticeContact; text: string }
  );
