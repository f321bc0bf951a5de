import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { keptAnswers } from '../kept-answers.ts';
import { z } from '../zod.ts';

/**
 * Phone numbers in E.164, the form SMS providers send and expect (`+15553017788`), read with
 * libphonenumber-js, which knows every country's numbering plan. A number written with `+` (or
 * `00`) keeps its country code; any other number is read in the shop's country. Its smallest
 * metadata (`/min`) is enough: only the server reads numbers, so the web app never loads it.
 */

/** An ISO 3166 alpha-2 country whose numbering plan the reader knows (`US`, `CA`, `GB`…). */
export type PhoneCountry = CountryCode;
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = 'US';

/** The shop's country as configured: two capital letters of a country whose plan is known. */
export const phoneCountrySchema = z
  .string()
  .regex(/^[A-Z]{2}$/, 'must be an ISO 3166 country code of two capital letters, such as US, CA or GB')
  .refine(isSupportedCountry, 'is not a country whose phone numbers can be read')
  .transform((code) => code as PhoneCountry);

/** What people write after a number for an extension: it is not part of what is texted. */
const EXTENSION = /\s*(?:ext\.?|x|#)\s*\d+\s*$/i;

/**
 * Numbers read, kept: a reading costs tens of microseconds, and a booking reads its number for
 * the customer's record, each text it plans and the texting consent.
 */
const readKept = keptAnswers(10_000, (phone: string, country: PhoneCountry) => `${country} ${phone}`, read);

/**
 * The number as E.164, or null when it cannot be one (too short or too long for its country,
 * letters, no known country code). `+44 20 7946 0958` stays British; `(555) 301-7788` and
 * `1-555-301-7788` become `+15553017788` in the US or Canada; `020 7946 0958` is British in GB.
 *
 * "Possible" (the right length for the country), not "valid" (an assigned range): the metadata
 * shipped with the app cannot know ranges opened after it was built, and the provider refuses a
 * number that does not exist anyway, whereas a number dropped here would never be texted.
 */
export function phoneE164(phone: string, country: PhoneCountry = DEFAULT_PHONE_COUNTRY): string | null {
  return readKept(phone, country);
}

function read(phone: string, country: PhoneCountry): string | null {
  const written = phone.trim().replace(EXTENSION, '');
  if (/[a-z]/i.test(written)) return null;
  // `00` is the international prefix most of the world dials; libphonenumber reads it only where
  // it is the country's own (not in the US), but whoever typed it meant a country code.
  const international = written.startsWith('00') ? `+${written.slice(2)}` : written;
  const parsed = parsePhoneNumberFromString(international, country);
  if (!parsed?.isPossible()) return null;
  // The North American plan's own rule, which "possible" does not check: neither the area code nor
  // the exchange starts with 0 or 1, so `(110) 555-0100` is no number and is never queued.
  if (parsed.countryCallingCode === '1' && !NANP_NATIONAL.test(parsed.nationalNumber)) return null;
  return parsed.number;
}

/** A North American national number: a 3-digit area code and a 3-digit exchange, neither starting with 0 or 1. */
const NANP_NATIONAL = /^[2-9]\d{2}[2-9]\d{6}$/;
