import { CODE_FORMAT, rateCode, type Severity } from './code-rules.ts';
import { type IndexedCode, type SearchHit } from './code-search.ts';
import { ALL_MAKE_IDS, loadMakers, type CodeList, type MakeId, type MakerList } from './code-table.ts';
import { diagnosticsMessages as m } from './messages.ts';

export type { Severity };

export interface Obd2Code {
  code: string;
  description: string;
  system: string;
  severity: Severity;
  estimatedCost: { min: number; max: number };
}

/** Removes spaces and upper-cases: ' p0 100 ' -> 'P0100'. */
export function normaliseCode(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** True for P, B, C or U, then four digits or A-F (after normalising): P0100, P0A80, C9999. */
export function isWellFormedCode(input: string): boolean {
  return CODE_FORMAT.test(normaliseCode(input));
}

/** Makes that give a code the same meaning, listed together. */
export interface MakerMeaning {
  makes: string[];
  title: string;
}

export type LookupResult =
  | {
      ok: true;
      entry: Obd2Code;
      /** The make whose meaning the description is, when it is not the generic title. */
      descriptionMake?: string;
      /** Other meanings makers give the code (only those that differ from the description). */
      makerMeanings: MakerMeaning[];
      /** Set when the chosen make does not list a maker-specific code that other makes do. */
      notListedFor?: string;
    }
  | { ok: false; error: string };

function grouped(lists: readonly MakerList[], code: string): MakerMeaning[] {
  const byTitle = new Map<string, string[]>();
  for (const list of lists) {
    const title = list.byCode.get(code);
    if (title !== undefined) byTitle.set(title, [...(byTitle.get(title) ?? []), list.label]);
  }
  return [...byTitle].map(([title, makes]) => ({ makes, title }));
}

/**
 * Looks a code up, with the spec's two error messages. With a make: that make's meaning (beside
 * the generic title when both exist). Without: the generic title and every other meaning of the
 * loaded makers. `makers` are the loaded makes' lists (none: the generic table only).
 */
export function lookupCode(
  generic: CodeList,
  input: string,
  makers: readonly MakerList[] = [],
  make?: MakeId,
): LookupResult {
  const code = normaliseCode(input);
  if (!CODE_FORMAT.test(code)) return { ok: false, error: m.invalidCode };
  const entry = (description: string): Obd2Code => ({ code, description, ...rateCode(code) });
  const title = generic.byCode.get(code);
  const chosen = makers.find((l) => l.id === make);
  const own = chosen?.byCode.get(code);
  if (chosen && title !== undefined)
    return { ok: true, entry: entry(title), makerMeanings: own ? [{ makes: [chosen.label], title: own }] : [] };
  if (chosen && own !== undefined)
    return { ok: true, entry: entry(own), descriptionMake: chosen.label, makerMeanings: [] };
  const others = grouped(
    makers.filter((l) => l !== chosen),
    code,
  );
  if (title !== undefined) return { ok: true, entry: entry(title), makerMeanings: others };
  if (others.length === 0) return { ok: false, error: m.notFound };
  return { ok: true, entry: entry(m.makerSpecific), makerMeanings: others, notListedFor: chosen?.label };
}

/**
 * lookupCode after loading the makers it needs: the chosen make's list, or every make's when no
 * make is chosen or the chosen one does not list a maker-specific code.
 */
export async function findCode(generic: CodeList, input: string, make?: MakeId): Promise<LookupResult> {
  const code = normaliseCode(input);
  if (!CODE_FORMAT.test(code)) return lookupCode(generic, code);
  let lists = await loadMakers(make ? [make] : ALL_MAKE_IDS);
  if (make && !generic.byCode.has(code) && !lists[0]!.byCode.has(code)) lists = await loadMakers(ALL_MAKE_IDS);
  return lookupCode(generic, code, lists, make);
}

export interface Match extends IndexedCode {
  /** The make whose meaning the title is; absent for a generic title. */
  make?: string;
}

/**
 * Codes matching a search as typed, best first: the exact code, code prefixes ('P03'), titles
 * that start with the words, then the rest. Words match title words by their beginning, plurals
 * and synonyms folded ('oxygen' finds O2 and HO2S). With a make, its meanings are searched too.
 */
export function searchCodes(generic: CodeList, query: string, maker?: MakerList): Match[] {
  if (query.trim() === '') return [];
  const hits: SearchHit<Match>[] = generic.index.search(query);
  if (!maker) return hits.map((h) => h.entry);
  const own = maker.index.search(query);
  // Both lists are already best first: within a tier, the generic titles come before the make's.
  const merged: Match[] = [];
  let g = 0;
  for (const h of own) {
    while (g < hits.length && hits[g]!.tier <= h.tier) merged.push(hits[g++]!.entry);
    merged.push({ ...h.entry, make: maker.label });
  }
  while (g < hits.length) merged.push(hits[g++]!.entry);
  return merged;
}
