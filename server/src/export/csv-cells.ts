/**
 * CSV as RFC 4180 writes it (CRLF line ends, fields with a comma, quote or line break quoted, a
 * quote doubled), with one guard: a cell a spreadsheet would run as a formula (it begins with
 * = + - @, or a tab or carriage return) gets a leading ' so it stays text (OWASP, "CSV injection").
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: null is empty; numbers and booleans as written; text guarded and quoted as needed. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const guarded = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** One record, ended by CRLF. */
export const csvRow = (values: readonly unknown[]): string => `${values.map(csvCell).join(',')}\r\n`;
