import { diagnosticsMessages as m } from './messages.ts';
import { OBD2_CODES, type Obd2Code } from './obd2-codes.ts';

const BY_CODE = new Map(OBD2_CODES.map((c) => [c.code, c]));
const CODE_FORMAT = /^[PBCU]\d{4}$/;

/** Removes spaces and upper-cases: ' p0 100 ' -> 'P0100'. */
export function normaliseCode(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** True for one letter of P, B, C or U followed by 4 digits (after normalising). */
export function isWellFormedCode(input: string): boolean {
  return CODE_FORMAT.test(normaliseCode(input));
}

export type LookupResult = { ok: true; entry: Obd2Code } | { ok: false; error: string };

/** Looks a code up in the built-in table, with the spec's two error messages. */
export function lookupCode(input: string): LookupResult {
  const code = normaliseCode(input);
  if (!CODE_FORMAT.test(code)) return { ok: false, error: m.invalidCode };
  const entry = BY_CODE.get(code);
  return entry ? { ok: true, entry } : { ok: false, error: m.notFound };
}

const haystack = new Map(OBD2_CODES.map((c) => [c.code, `${c.code} ${c.description} ${c.system}`.toLowerCase()]));

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Query words as patterns; a number binds to the word before it ('bank 2', 'cylinder 4'). */
function searchTerms(q: string): RegExp[] {
  const words = q.split(/\s+/);
  const terms: string[] = [];
  for (const w of words) {
    if (/^\d+$/.test(w) && terms.length > 0) terms[terms.length - 1] += ` ${w}`;
    else terms.push(w);
  }
  return terms.map((t) => new RegExp(`${escapeRe(t)}${/\d$/.test(t) ? '\\b' : ''}`));
}

/**
 * Codes matching a search as typed: a code prefix ('P03'), or words that must all appear in the
 * code, title or system ('o2 sensor bank 2'). Code-prefix matches first, then in code order.
 */
export function searchCodes(query: string, limit = 20): Obd2Code[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [];
  const compact = normaliseCode(q);
  const terms = searchTerms(q);
  const prefix: Obd2Code[] = [];
  const rest: Obd2Code[] = [];
  for (const c of OBD2_CODES) {
    if (/^[PBCU]\d{0,4}$/.test(compact) && c.code.startsWith(compact)) prefix.push(c);
    else if (terms.every((t) => t.test(haystack.get(c.code)!))) rest.push(c);
  }
  const byCode = (a: Obd2Code, b: Obd2Code) => a.code.localeCompare(b.code);
  return [...prefix.sort(byCode), ...rest.sort(byCode)].slice(0, limit);
}
