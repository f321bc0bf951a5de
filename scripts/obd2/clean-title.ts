/**
 * The rules that turn one raw "CODE - Title" line of the source list into a title we ship, or a
 * reason to drop it. Pure, so the import's report and any test see the same decisions.
 */
import { CODE_FORMAT } from '../../shared/src/diagnostics/code-rules.ts';

export type DropReason =
  | 'malformed line or code'
  | 'list of causes, not a title'
  | 'code range, not a title'
  | 'placeholder (reserved or manufacturer controlled)'
  | 'no title left after cleaning';

export type Cleaned = { ok: true; code: string; title: string } | { ok: false; code: string; reason: DropReason };

// Words that make a comma-separated line read as causes ("Defective X, Worn Y, wiring issue").
const CAUSE_WORDS =
  /\b(defective|faulty|worn|damaged|dirty|failure|issue|problem|inefficient|missing|loose|corroded|restriction|lack of|plugged|incorrect|needs to be|leaks?|low or weak)\b/i;
const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);

/** "ANTI THEFT INPUT SHORT TO GROUND" -> "Anti Theft Input Short to Ground"; other casing is kept. */
function fixShouting(title: string): string {
  if (/[a-z]/.test(title) || title.split(' ').length < 3) return title;
  return title
    .toLowerCase()
    .split(' ')
    .map((w, i) => (i > 0 && SMALL_WORDS.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

/** Whitespace, dashes, curly quotes (the list writes Sensor A and Sensor "A" alike), spacing, casing. */
export function normaliseTitle(raw: string): string {
  const title = raw
    .replace(/[\u201c\u201d\u201e\u2018\u2019"]/g, '')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/\(\s+/g, '(')
    .replace(/\s+\)/g, ')')
    .replace(/\s*\/\s*/g, '/')
    .replace(/\.\//g, '/')
    .replace(/[\s.,;:]+$/, '')
    .trim();
  const cased = fixShouting(title);
  return cased.charAt(0).toUpperCase() + cased.slice(1);
}

/** Three or more comma-separated parts with a cause word, or two parts that each hold one. */
function readsAsCauses(raw: string): boolean {
  const parts = raw.split(',');
  if (parts.length >= 3) return CAUSE_WORDS.test(raw);
  return parts.length === 2 && parts.every((p) => CAUSE_WORDS.test(p));
}

/** One source line: its code and cleaned title, or why it is dropped. */
export function cleanLine(line: string): Cleaned {
  const m = /^\s*([A-Z0-9]+)\s+-\s+(.*)$/.exec(line);
  const code = m?.[1] ?? line.trim().slice(0, 5);
  if (!m || !CODE_FORMAT.test(code)) return { ok: false, code, reason: 'malformed line or code' };
  const raw = m[2]!;
  if (readsAsCauses(raw)) return { ok: false, code, reason: 'list of causes, not a title' };
  if (/^[PBCU][0-9A-F]{4}\b/.test(raw.trim())) return { ok: false, code, reason: 'code range, not a title' };
  if (/\breserved\b|^manufacturer controlled\b/i.test(raw))
    return { ok: false, code, reason: 'placeholder (reserved or manufacturer controlled)' };
  const title = normaliseTitle(raw);
  if (!/[A-Za-z]{2}/.test(title.replace(/\([^)]*\)/g, '')))
    return { ok: false, code, reason: 'no title left after cleaning' };
  return { ok: true, code, title };
}

/** Same meaning for our purposes: equal once case, spaces and punctuation are ignored. */
export function sameMeaning(a: string, b: string): boolean {
  const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
  return key(a) === key(b);
}
