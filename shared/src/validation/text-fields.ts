import { z } from '../zod.ts';
import { checkEmail, checkPhone, checkYear } from '../bookings/booking-validation.ts';
import { bookingMessages as bm } from '../bookings/messages.ts';
import { to24Hour } from '../time/time-format.ts';

/**
 * The rules every text field of every form and route shares: a maximum length, no control
 * characters, no invisible ones that hide what a field says, and letters in a name.
 */

/** Control characters, bidi overrides and zero-width spaces: never in a one-line field. */
const UNSAFE_IN_LINE = /[\p{Cc}\u200B\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/u;
/** The same, except line breaks and tabs, which a note or message may hold. */
const UNSAFE_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFEFF]/u;

export const fieldMessages = {
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  unsafeCharacters: (field: string) => `${field} contains characters that cannot be used`,
  needsLetters: (field: string) => `${field} must contain letters`,
  timeFormat: 'Use a time like 09:00 or 9:00 AM',
};

/** One line of text, trimmed: a name, a model, a plate. Empty passes; callers add `.min(1)`. */
export const lineText = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, fieldMessages.tooLong(field, max))
    .refine((v) => !UNSAFE_IN_LINE.test(v), fieldMessages.unsafeCharacters(field));

/** Several lines: notes, messages, reasons. */
export const longText = (field: string, max: number) =>
  z
    .string()
    .max(max, fieldMessages.tooLong(field, max))
    .refine((v) => !UNSAFE_IN_TEXT.test(v), fieldMessages.unsafeCharacters(field));

/** A person's name: one line with at least one letter (so never only marks, digits or invisibles). */
export const personName = (field: string, max: number) =>
  lineText(field, max).refine((v) => v === '' || /\p{L}/u.test(v), fieldMessages.needsLetters(field));

/** An email address as the forms check it, lower-cased; `<`, `>` and other header characters refused. */
export const emailAddress = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, fieldMessages.tooLong('Email', 254))
  .refine((v) => checkEmail(v) === null, bm.invalidEmail);

/** A phone number: at least 7 digits (customer spec 5), one line. */
export const phoneNumber = lineText('Phone', 40).refine((v) => checkPhone(v) === null, bm.invalidPhone);

/** A vehicle year from 1900 to next year, as a string; numbers are accepted. */
export const vehicleYear = z
  .union([z.number(), z.string().max(8, bm.yearNotNumber)])
  .transform((v) => String(v).trim())
  .superRefine((v, ctx) => {
    const e = checkYear(v, new Date().getFullYear());
    if (e) ctx.addIssue({ code: 'custom', message: e });
  });

/** An empty year, or a valid one: for forms where the vehicle is optional. */
export const optionalVehicleYear = z
  .union([z.number(), z.string().max(8, bm.yearNotNumber)])
  .nullish()
  .transform((v) => (v === null || v === undefined ? '' : String(v).trim()))
  .superRefine((v, ctx) => {
    const e = v === '' ? null : checkYear(v, new Date().getFullYear());
    if (e) ctx.addIssue({ code: 'custom', message: e });
  });

/** A clock time, strictly HH:mm (or h:mm AM/PM, which the spec's slots use), answered as HH:mm. */
export const clockTime = z.string().transform((v, ctx) => {
  const t = to24Hour(v);
  if (!t) ctx.addIssue({ code: 'custom', message: fieldMessages.timeFormat });
  return t ?? v;
});
