import { z } from '../zod.ts';

/**
 * Two-way texts (API.md, "Two-way texts"): one thread per phone number, threaded to the customer
 * whose normalised phone it is, or to no one ("Unknown sender") until staff attach it.
 */

/** Longest text staff may send from the inbox: 10 segments of UCS-2 (67 characters each). */
export const MAX_TEXT_LENGTH = 670;

export const textBodySchema = z.object({
  body: z.string().trim().min(1, 'Write a message').max(MAX_TEXT_LENGTH, `Keep it under ${MAX_TEXT_LENGTH} characters`),
});
export type TextBody = z.infer<typeof textBodySchema>;

/** POST /api/admin/messages/{thread}/notes: internal, never sent. */
export const threadNoteSchema = z.object({
  body: z.string().trim().min(1, 'Write a note').max(2000, 'Keep the note under 2000 characters'),
});

/**
 * PUT /api/admin/messages/{thread}: attach an unknown number, assign, mark read, or record that the
 * customer agreed to texts (told staff so); only the customer's own START undoes a STOP.
 */
export const threadUpdateSchema = z
  .object({
    customer_id: z.number().int().positive().optional(),
    assigned_to: z.number().int().positive().nullable().optional(),
    read: z.boolean().optional(),
    sms_consent: z.literal('agreed', { error: 'sms_consent can only be "agreed"' }).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Say what to change');
export type ThreadUpdate = z.infer<typeof threadUpdateSchema>;

export type SmsConsentState = 'opted_in' | 'opted_out' | 'unknown';

export interface TextThread {
  id: number;
  customer_id: number | null;
  /** E.164. */
  phone: string;
  name?: string;
  last_at: string;
  /** Inbound messages staff have not read. */
  unread: number;
  assigned_to: number | null;
}

export interface TextMessage {
  id: number;
  direction: 'in' | 'out';
  body: string;
  at: string;
  /** in: 'received'; out: 'queued' | 'sent' | 'failed'. */
  status: string;
  /** The staff member who wrote an outgoing text (name); none for automatic notices and inbound texts. */
  author?: string;
  media: { url: string }[];
}

export interface ThreadNote {
  id: number;
  body: string;
  author: string;
  at: string;
}

/** GET /api/admin/messages/{thread}. */
export interface ThreadDetail {
  thread: TextThread & {
    /** `by`: the staff member who recorded it, when staff did. */
    consent: { state: SmsConsentState; source: string | null; at: string | null; by?: string };
    /** Whether a reply can go: false while the server has no SMS provider set up. */
    can_send: boolean;
    /** The customer's open appointment and estimate, when there is one. */
    links: { appointment_id: number | null; estimate_appointment_id: number | null };
  };
  messages: TextMessage[];
  notes: ThreadNote[];
}

/** GET /api/admin/messages. */
export interface ThreadList {
  threads: TextThread[];
}
