/**
 * A word index over a list of codes, built once when the list loads, so a search as the user
 * types costs a few set operations rather than a regular expression over every title.
 */
import { COMMON_CODES } from './code-rules.ts';
import { parseQuery, tokenise, type Alternative } from './search-words.ts';

export interface IndexedCode {
  code: string;
  title: string;
}

/** How well a hit matches: the exact code, a code prefix, a title that starts with the words, the rest. */
export const Tier = { ExactCode: 0, CodePrefix: 1, TitleStart: 2, InTitle: 3, InSystem: 4 } as const;
export type Tier = (typeof Tier)[keyof typeof Tier];

export interface SearchHit<T extends IndexedCode = IndexedCode> {
  entry: T;
  tier: Tier;
}

const CODE_PREFIX = /^[PBCU][0-9A-F]{1,4}$/;

export class CodeIndex<T extends IndexedCode> {
  private readonly tokens: string[][];
  /** Every distinct title word, sorted, so the words a prefix begins form one run. */
  private readonly vocabulary: string[];
  private readonly postings = new Map<string, number[]>();
  /** Entry ids in the order hits show within a tier (common codes, then by code), sorted once. */
  private readonly ranked: Int32Array;

  /**
   * entries must be in code order; the order of the hits within a tier follows it. A code's system
   * name (systemOf) is searchable too, ranked after every title match.
   */
  constructor(
    readonly entries: readonly T[],
    systemOf?: (code: string) => string,
  ) {
    this.tokens = entries.map((e) => tokenise(e.title));
    this.tokens.forEach((words, id) => {
      const system = systemOf ? tokenise(systemOf(entries[id]!.code)) : [];
      for (const w of new Set([...words, ...system])) {
        const list = this.postings.get(w);
        if (list) list.push(id);
        else this.postings.set(w, [id]);
      }
    });
    this.vocabulary = [...this.postings.keys()].sort();
    const ids = entries.map((_, id) => id).sort((a, b) => byRank(entries[a]!, entries[b]!));
    this.ranked = Int32Array.from(ids);
  }

  /**
   * Hits for a query as typed, best first: by tier, then common codes, then code order. Entries are
   * visited in that order once and dropped into their tier, so no per-keystroke sort is needed.
   */
  search(query: string): SearchHit<T>[] {
    const compact = query.replace(/\s+/g, '').toUpperCase();
    const tiers: SearchHit<T>[][] = [[], [], [], [], []];
    const isCode = CODE_PREFIX.test(compact);
    const terms = parseQuery(query).map((term) => term.map(compile));
    const matched = terms.length > 0 ? this.match(terms) : null;
    for (const id of this.ranked) {
      const entry = this.entries[id]!;
      if (isCode && entry.code.startsWith(compact)) {
        const tier = entry.code === compact ? Tier.ExactCode : Tier.CodePrefix;
        tiers[tier]!.push({ entry, tier });
      } else if (matched?.[id]) {
        const words = this.tokens[id]!;
        const inTitle = terms.every((term) =>
          term.some((alt) => alt.tokens.every((t, k) => hasWord(words, t, alt.whole[k]!))),
        );
        const tier = !inTitle ? Tier.InSystem : startsWith(words, terms) ? Tier.TitleStart : Tier.InTitle;
        tiers[tier]!.push({ entry, tier });
      }
    }
    return tiers.flat();
  }

  /** Entries matching every term, as flags by entry id. */
  private match(terms: Compiled[][]): Uint8Array {
    let all: Uint8Array | null = null;
    for (const term of terms) {
      const any = new Uint8Array(this.entries.length);
      for (const alt of term) this.orAlternative(any, alt);
      if (all) for (let i = 0; i < all.length; i++) all[i]! &= any[i]!;
      else all = any;
    }
    return all!;
  }

  private orAlternative(into: Uint8Array, alt: Compiled) {
    let ids: Uint8Array | null = null;
    for (const [k, token] of alt.tokens.entries()) {
      const these = this.idsFor(token, alt.whole[k]!);
      if (ids) for (let i = 0; i < ids.length; i++) ids[i]! &= these[i]!;
      else ids = these;
    }
    for (let i = 0; i < into.length; i++) {
      if (!ids![i] || into[i]) continue;
      if (!alt.adjacent || findAt(this.tokens[i]!, alt, -1) >= 0) into[i] = 1;
    }
  }

  /** Entries with a word equal to the token (whole) or beginning with it. */
  private idsFor(token: string, whole: boolean): Uint8Array {
    const ids = new Uint8Array(this.entries.length);
    const words = whole ? [token] : this.wordsStartingWith(token);
    for (const w of words) for (const id of this.postings.get(w) ?? []) ids[id] = 1;
    return ids;
  }

  private wordsStartingWith(prefix: string): string[] {
    let lo = 0;
    let hi = this.vocabulary.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.vocabulary[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    const words: string[] = [];
    for (let i = lo; i < this.vocabulary.length && this.vocabulary[i]!.startsWith(prefix); i++)
      words.push(this.vocabulary[i]!);
    return words;
  }
}

/** An alternative with, for each token, whether it must be a whole word (numbers, exact names). */
interface Compiled extends Alternative {
  whole: boolean[];
}

/** Decided once a keystroke rather than once a title word compared. */
const compile = (alt: Alternative): Compiled => ({
  ...alt,
  whole: alt.tokens.map((t) => alt.exact || /^\d+$/.test(t)),
});

const wordMatches = (word: string, token: string, whole: boolean) => (whole ? word === token : word.startsWith(token));

const hasWord = (words: string[], token: string, whole: boolean) => words.some((w) => wordMatches(w, token, whole));

/** True when the title's first words are the terms, in order (any alternative of each). */
function startsWith(words: string[], terms: Compiled[][]): boolean {
  let at = 0;
  for (const term of terms) {
    const next = term.map((alt) => findAt(words, alt, at)).find((end) => end >= 0);
    if (next === undefined) return false;
    at = next;
  }
  return true;
}

/**
 * Where the alternative's tokens sit side by side: at position `at` only, or anywhere when at is
 * -1. Returns the position after them, or -1.
 */
function findAt(words: string[], alt: Compiled, at: number): number {
  const last = at >= 0 ? at : words.length - alt.tokens.length;
  for (let s = Math.max(at, 0); s <= last; s++) {
    if (alt.tokens.every((t, k) => words[s + k] !== undefined && wordMatches(words[s + k]!, t, alt.whole[k]!)))
      return s + alt.tokens.length;
  }
  return -1;
}

/** Within a tier: common codes first, then code order. */
function byRank(a: IndexedCode, b: IndexedCode): number {
  const common = Number(COMMON_CODES.has(b.code)) - Number(COMMON_CODES.has(a.code));
  if (common !== 0) return common;
  return a.code < b.code ? -1 : a.code > b.code ? 1 : 0;
}
