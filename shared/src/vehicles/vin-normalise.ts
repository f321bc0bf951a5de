/** Spaces, tabs and the dashes phones and printed papers put between groups of characters. */
const SEPARATORS = /[\s\-\u2010-\u2015]/g;

/**
 * The VIN as it is stored: trimmed, upper-case, without spaces or dashes. Apart from the VIN check
 * (and its makers' table) so forms that only store a VIN do not carry the check.
 */
export function normaliseVin(input: string): string {
  return input.replace(SEPARATORS, '').toUpperCase();
}
