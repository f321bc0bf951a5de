/** Fewer digits than this in a search term are never looked for in phone numbers. */
export const MIN_PHONE_QUERY_DIGITS = 3;
/** What a phone query may hold besides digits: the separators people type. */
const PHONE_QUERY = /^[\d\s+\-().]+$/;

/** The digits of a phone number, whatever separates them (stored beside the phone for search). */
export const phoneDigits = (phone: string): string => phone.replace(/\D/g, '');

/**
 * The digits a search term asks for in phone numbers, or null when the term is not a phone query:
 * it needs at least three digits and nothing but digits, spaces, +, -, (, ) and '.'. An email or a
 * plate with a digit in it is therefore never compared with phone digits.
 */
export function phoneQueryDigits(term: string): string | null {
  const digits = phoneDigits(term);
  return PHONE_QUERY.test(term) && digits.length >= MIN_PHONE_QUERY_DIGITS ? digits : null;
}

/** One rule for "this phone matches the term": its digits for a phone query, else its text. */
export function phoneMatches(phone: string, term: string): boolean {
  const digits = phoneQueryDigits(term);
  return digits !== null ? phoneDigits(phone).includes(digits) : phone.toLowerCase().includes(term.toLowerCase());
}
