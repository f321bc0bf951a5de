/**
 * A word index over a list of codes, built once when the list loads, so a search as the user
 * types costs a few set operations rather than a regular expression over every title.
 */
import { COMMON_CODES } from './code-rules.ts';
import { parseQuery, tokenise, type Alternative } from './search-words.ts';
import { intersect, unite } from './sorted-ids.ts';

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
  /** The entries in the order hits show within a tier (common codes, then code order); positions index it. */
  private readonly ranked: T[];
  private readonly tokens: string[][];
  /** Every distinct title word, sorted, so the words a prefix begins form one run. */
  private readonly vocabulary: string[];
  /** Each word's entry positions, ascending. */
  private readonly postings = new Map<string, number[]>();
  /** Positions in code order, so the codes a prefix begins form one run. */
  private readonly byCode: number[];

  /** A code's system name (systemOf) is searchable too, ranked after every title match. */
  constructor(
    readonly entries: readonly T[],
    systemOf?: (code: string) => string,
  ) {
    this.ranked = [...entries].sort(byRank);
    this.tokens = this.ranked.map((e) => tokenise(e.title));
    this.tokens.forEach((words, at) => {
      const system = systemOf ? tokenise(systemOf(this.ranked[at]!.code)) : [];
      for (const w of new Set([...words, ...system])) {
        const list = this.postings.get(w);
        if (list) list.push(at);
        else this.postings.set(w, [at]);
      }
    });
    this.vocabulary = [...this.postings.keys()].sort();
    const code = (at: number) => this.ranked[at]!.code;
    this.byCode = this.ranked.map((_, at) => at).sort((a, b) => (code(a) < code(b) ? -1 : code(a) > code(b) ? 1 : 0));
  }

  /**
   * Hits for a query as typed, best first: by tier, then common codes, then code order. Matches
   * come out in that order already and are dropped into their tier, so nothing is sorted.
   */
  search(query: string): SearchHit<T>[] {
    const compact = query.replace(/\s+/g, '').toUpperCase();
    const tiers: SearchHit<T>[][] = [[], [], [], [], []];
    const codes = CODE_PREFIX.test(compact) ? this.codesStartingWith(compact) : [];
    for (const at of codes) {
      const entry = this.ranked[at]!;
      const tier = entry.code === compact ? Tier.ExactCode : Tier.CodePrefix;
      tiers[tier]!.push({ entry, tier });
    }
    const terms = parseQuery(query).map((term) => term.map(compile));
    const matched = terms.length > 0 ? this.match(terms) : [];
    let c = 0;
    for (const at of matched) {
      while (c < codes.length && codes[c]! < at) c++;
      if (codes[c] === at) continue;
      const words = this.tokens[at]!;
      const inTitle = terms.every((term) =>
        term.some((alt) => alt.tokens.every((t, k) => hasWord(words, t, alt.whole[k]!))),
      );
      const tier = !inTitle ? Tier.InSystem : startsWith(words, terms) ? Tier.TitleStart : Tier.InTitle;
      tiers[tier]!.push({ entry: this.ranked[at]!, tier });
    }
    return tiers.flat();
  }

  /** Positions (ascending) of the entries whose code begins with the prefix. */
  private codesStartingWith(prefix: string): number[] {
    let lo = 0;
    let hi = this.byCode.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.ranked[this.byCode[mid]!]!.code < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: number[] = [];
    for (let i = lo; i < this.byCode.length && this.ranked[this.byCode[i]!]!.code.startsWith(prefix); i++)
      out.push(this.byCode[i]!);
    return out.sort((a, b) => a - b);
  }

  /** Positions (ascending) of the entries matching every term: any alternative of each. */
  private match(terms: Compiled[][]): number[] {
    let all: number[] | null = null;
    for (const term of terms) {
      const any = unite(
        term.map((alt) => this.matchAlternative(alt)),
        this.ranked.length,
      );
      all = all ? intersect(all, any) : any;
      if (all.length === 0) break;
    }
    return all!;
  }

  private matchAlternative(alt: Compiled): number[] {
    let ids: number[] | null = null;
    for (const [k, token] of alt.tokens.entries()) {
      const these = this.idsFor(token, alt.whole[k]!);
      ids = ids ? intersect(ids, these) : these;
    }
    return alt.adjacent ? ids!.filter((at) => findAt(this.tokens[at]!, alt, -1) >= 0) : ids!;
  }

  /** Positions of the entries with a word equal to the token (whole) or beginning with it. */
  private idsFor(token: string, whole: boolean): number[] {
    const words = whole ? [token] : this.wordsStartingWith(token);
    return unite(
      words.map((w) => this.postings.get(w) ?? []),
      this.ranked.length,
    );
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
