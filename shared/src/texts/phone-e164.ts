/**
 * Phone numbers in E.164, the form SMS providers send and expect (`+15553017788`).
 *
 * A small reader for the shop's own numbering plan: a number written with `+` keeps its country
 * code; any other number is read in the shop's country. Only the North American plan (+1) is known,
 * which is what the shop's country is today. A full reader (libphonenumber-js) should replace this
 * one when other countries are needed: it knows every plan's lengths and prefixes.
 */

/** The countries whose national numbers this reader knows, and their calling code. */
const CALLING_CODES = { US: '1', CA: '1' } as const;
export type PhoneCountry = keyof typeof CALLING_CODES;
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = 'US';

/** E.164 allows at most 15 digits; below 8 no country has a subscriber number. */
const E164_DIGITS = { least: 8, most: 15 };
/** What people write after a number for an extension: it is not part of what is texted. */
const EXTENSION = /\s*(?:ext\.?|x|#)\s*\d+\s*$/i;

/**
 * The number as E.164, or null when it cannot be one (too short, letters, an area code that does
 * not exist). `+44 20 7946 0958` stays British; `(555) 301-7788` and `1-555-301-7788` become
 * `+15553017788` in the US or Canada.
 */
export function phoneE164(phone: string, country: PhoneCountry = DEFAULT_PHONE_COUNTRY): string | null {
  const written = phone.trim().replace(EXTENSION, '');
  if (/[a-z]/i.test(written)) return null;
  const digits = written.replace(/\D/g, '');
  if (written.startsWith('+') || written.startsWith('00')) {
    const international = written.startsWith('00') ? digits.slice(2) : digits;
    const ok = international.length >= E164_DIGITS.least && international.length <= E164_DIGITS.most;
    return ok && !international.startsWith('0') ? `+${international}` : null;
  }
  const code = CALLING_CODES[country];
  const national = digits.length === 11 && digits.startsWith(code) ? digits.slice(1) : digits;
  // North American numbers: a 3-digit area code and a 3-digit exchange, neither starting with 0 or 1.
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national) ? `+${code}${national}` : null;
}
