import { describe, expect, it } from 'vitest';
import { COMMON_CODES, rateCode } from './code-rules.ts';
import { Tier, type IndexedCode } from './code-search.ts';
import { loadGenericList, loadMakers, type CodeList } from './code-table.ts';
import { searchCodes, type Match } from './obd2.ts';
import { parseQuery, tokenise, type Alternative, type Term } from './search-words.ts';

/**
 * The search's rules written as a plain scan of every entry with a sort at the end: what the
 * indexed search must return, in the same order, for any query.
 */
const whole = (alt: Alternative, t: string) => alt.exact || /^\d+$/.test(t);
const fits = (word: string, alt: Alternative, t: string) => (whole(alt, t) ? word === t : word.startsWith(t));
const has = (words: string[], alt: Alternative) => alt.tokens.every((t) => words.some((w) => fits(w, alt, t)));
const sideBySide = (words: string[], alt: Alternative, s: number) =>
  alt.tokens.every((t, k) => words[s + k] !== undefined && fits(words[s + k]!, alt, t));

function referenceTier(e: IndexedCode, query: string, terms: Term[], title: string[], all: string[]): number | null {
  const compact = query.replace(/\s+/g, '').toUpperCase();
  if (/^[PBCU][0-9A-F]{1,4}$/.test(compact) && e.code.startsWith(compact))
    return e.code === compact ? Tier.ExactCode : Tier.CodePrefix;
  if (terms.length === 0) return null;
  const anyPlace = (alt: Alternative) =>
    alt.adjacent ? title.some((_, s) => sideBySide(title, alt, s)) && has(all, alt) : has(all, alt);
  if (!terms.every((term) => term.some(anyPlace))) return null;
  if (!terms.every((term) => term.some((alt) => has(title, alt)))) return Tier.InSystem;
  let at = 0;
  for (const term of terms) {
    const alt = term.find((a) => sideBySide(title, a, at));
    if (!alt) return Tier.InTitle;
    at += alt.tokens.length;
  }
  return Tier.TitleStart;
}

const tokenised = new Map<CodeList, { title: string[]; all: string[] }[]>();
/** Each entry's title words, and with its system's words: tokenised once per list to keep the scan quick. */
function wordsOf(list: CodeList, system: boolean) {
  let words = tokenised.get(list);
  if (!words) {
    words = list.index.entries.map((e) => {
      const title = tokenise(e.title);
      return { title, all: [...title, ...(system ? tokenise(rateCode(e.code).system) : [])] };
    });
    tokenised.set(list, words);
  }
  return words;
}

function reference(list: CodeList, query: string, system: boolean, make?: string): (Match & { tier: number })[] {
  const terms = parseQuery(query);
  const words = wordsOf(list, system);
  const hits = list.index.entries.flatMap((e, i) => {
    const tier = referenceTier(e, query, terms, words[i]!.title, words[i]!.all);
    return tier === null ? [] : [{ ...e, tier, ...(make ? { make } : {}) }];
  });
  return hits.sort(
    (a, b) =>
      a.tier - b.tier ||
      Number(COMMON_CODES.has(b.code)) - Number(COMMON_CODES.has(a.code)) ||
      (a.code < b.code ? -1 : a.code > b.code ? 1 : 0),
  );
}

const generic = await loadGenericList();
const [ford] = await loadMakers(['ford']);
const TYPED = ['oxygen sensor', 'catalytic', 'misfires', 'gas cap', 'airbag', 'egr valve', 'o2 sensor bank 2', 'p0420'];
const OTHERS = ['P0', 'c12', 'B', 'u01', 'abs', 'mass air flow', 'fuel cap', 'cylinder 3', 'throttle position', 'evap'];
const prefixes = (q: string) => [...q].map((_, i) => q.slice(0, i + 1));
const QUERIES = [
  ...TYPED.flatMap(prefixes),
  ...OTHERS,
  ...generic.index.entries.filter((_, i) => i % 97 === 0).map((e) => e.title),
];

describe('the indexed search against a plain scan', () => {
  it('when any of many queries is typed, then the generic results are the same, in the same order', () => {
    for (const q of QUERIES) {
      const expected = q.trim() === '' ? [] : reference(generic, q, true).map(({ code, title }) => ({ code, title }));
      expect(searchCodes(generic, q), q).toEqual(expected);
    }
  }, 60_000);

  it('when a make is chosen, then its meanings join each tier after the generic titles', () => {
    for (const q of QUERIES) {
      if (q.trim() === '') continue;
      const both = [...reference(generic, q, true), ...reference(ford!, q, false, ford!.label)];
      const expected = both.sort((a, b) => a.tier - b.tier).map(({ tier: _, ...m }) => m);
      expect(searchCodes(generic, q, ford), q).toEqual(expected);
    }
  }, 60_000);
});
