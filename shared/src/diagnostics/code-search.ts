/**
 * A word index over a list of codes, built once when the list loads, so a search as the user
 * types costs a few set operations rather than a regular expression over every title.
 */
import { COMMON_CODES } from './code-rules.ts';
import { parseQuery, tokenise, type Alternative, type Term } from './search-words.ts';

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
  }

  /** Hits for a query as typed, best first: by tier, then common codes, then code order. */
  search(query: string): SearchHit<T>[] {
    const compact = query.replace(/\s+/g, '').toUpperCase();
    const hits: SearchHit<T>[] = [];
    const taken = new Set<number>();
    if (CODE_PREFIX.test(compact)) {
      this.entries.forEach((e, id) => {
        if (!e.code.startsWith(compact)) return;
        hits.push({ entry: e, tier: e.code === compact ? Tier.ExactCode : Tier.CodePrefix });
        taken.add(id);
      });
    }
    const terms = parseQuery(query);
    if (terms.length > 0) {
      const matched = this.match(terms);
      for (let id = 0; id < matched.length; id++) {
        if (!matched[id] || taken.has(id)) continue;
        const words = this.tokens[id]!;
        const inTitle = terms.every((term) =>
          term.some((alt) => alt.tokens.every((t) => hasWord(words, t, alt.exact))),
        );
        const tier = !inTitle ? Tier.InSystem : this.startsWith(words, terms) ? Tier.TitleStart : Tier.InTitle;
        hits.push({ entry: this.entries[id]!, tier });
      }
    }
    return hits.sort(byRank);
  }

  /** Entries matching every term, as flags by entry id. */
  private match(terms: Term[]): Uint8Array {
    let all: Uint8Array | null = null;
    for (const term of terms) {
      const any = new Uint8Array(this.entries.length);
      for (const alt of term) this.orAlternative(any, alt);
      if (all) for (let i = 0; i < all.length; i++) all[i]! &= any[i]!;
      else all = any;
    }
    return all!;
  }

  private orAlternative(into: Uint8Array, alt: Alternative) {
    let ids: Uint8Array | null = null;
    for (const token of alt.tokens) {
      const these = this.idsFor(token, alt.exact);
      if (ids) for (let i = 0; i < ids.length; i++) ids[i]! &= these[i]!;
      else ids = these;
    }
    for (let i = 0; i < into.length; i++) {
      if (!ids![i] || into[i]) continue;
      if (!alt.adjacent || findAt(this.tokens[i]!, alt, -1) >= 0) into[i] = 1;
    }
  }

  /** Entries with a word equal to the token (numbers, exact) or beginning with it. */
  private idsFor(token: string, exact: boolean): Uint8Array {
    const ids = new Uint8Array(this.entries.length);
    const words = exact || /^\d+$/.test(token) ? [token] : this.wordsStartingWith(token);
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

  /** True when the title's first words are the terms, in order (any alternative of each). */
  private startsWith(words: string[], terms: Term[]): boolean {
    let at = 0;
    for (const term of terms) {
      const next = term.map((alt) => findAt(words, alt, at)).find((end) => end >= 0);
      if (next === undefined) return false;
      at = next;
    }
    return true;
  }
}

const wordMatches = (word: string, token: string, exact: boolean) =>
  exact || /^\d+$/.test(token) ? word === token : word.startsWith(token);

const hasWord = (words: string[], token: string, exact: boolean) => words.some((w) => wordMatches(w, token, exact));

/**
 * Where the alternative's tokens sit side by side: at position `at` only, or anywhere when at is
 * -1. Returns the position after them, or -1.
 */
function findAt(words: string[], alt: Alternative, at: number): number {
  const last = at >= 0 ? at : words.length - alt.tokens.length;
  for (let s = Math.max(at, 0); s <= last; s++) {
    if (alt.tokens.every((t, k) => words[s + k] !== undefined && wordMatches(words[s + k]!, t, alt.exact)))
      return s + alt.tokens.length;
  }
  return -1;
}

function byRank(a: SearchHit, b: SearchHit): number {
  if (a.tier !== b.tier) return a.tier - b.tier;
  const common = Number(COMMON_CODES.has(b.entry.code)) - Number(COMMON_CODES.has(a.entry.code));
  if (common !== 0) return common;
  return a.entry.code < b.entry.code ? -1 : a.entry.code > b.entry.code ? 1 : 0;
}
