/**
 * The code lists as loaded: the generic table (its own chunk, fetched when the checker opens) and
 * each make's meanings (one small chunk per make, fetched when needed). Each is parsed and indexed
 * once, then kept.
 */
import { rateCode } from './code-rules.ts';
import { CodeIndex, type IndexedCode } from './code-search.ts';
import { MAKE_LOADERS, MAKES, type MakeId } from './code-lists/makes.ts';

export type { MakeId };

/** The makes a visitor can choose: every named maker (the unnamed one is shown, never chosen). */
export const CHOOSABLE_MAKES = MAKES.filter((m) => m.id !== 'other');
export const ALL_MAKE_IDS: readonly MakeId[] = MAKES.map((m) => m.id);

export interface CodeList {
  byCode: ReadonlyMap<string, string>;
  index: CodeIndex<IndexedCode>;
}

export interface MakerList extends CodeList {
  id: MakeId;
  label: string;
}

/** "CODE Title" lines (the generated data's encoding) as entries, in the order given. */
export function parseLines(text: string): IndexedCode[] {
  if (text === '') return [];
  return text.split('\n').map((line) => ({ code: line.slice(0, 5), title: line.slice(6) }));
}

/** A code list from the generic families' strings; a code's system name is searchable too. */
export function genericList(families: Readonly<Record<string, string>>): CodeList {
  const entries = Object.values(families).flatMap(parseLines);
  return {
    byCode: new Map(entries.map((e) => [e.code, e.title])),
    index: new CodeIndex(entries, (code) => rateCode(code).system),
  };
}

let generic: Promise<CodeList> | null = null;

/** The generic table, loaded once; a failed load is forgotten so the next call tries again. */
export function loadGenericList(): Promise<CodeList> {
  generic ??= import('./code-lists/generic-codes.ts').then(
    (m) => genericList(m.GENERIC_CODES),
    (error: unknown) => {
      generic = null;
      throw error;
    },
  );
  return generic;
}

const makers = new Map<MakeId, Promise<MakerList>>();

function loadMaker(id: MakeId): Promise<MakerList> {
  let list = makers.get(id);
  if (!list) {
    const label = MAKES.find((m) => m.id === id)!.label;
    list = MAKE_LOADERS[id]().then((m) => {
      const entries = parseLines(m.MEANINGS);
      return { id, label, byCode: new Map(entries.map((e) => [e.code, e.title])), index: new CodeIndex(entries) };
    });
    list.catch(() => makers.delete(id));
    makers.set(id, list);
  }
  return list;
}

/** The given makes' meanings, each loaded once. */
export function loadMakers(ids: readonly MakeId[]): Promise<MakerList[]> {
  return Promise.all(ids.map(loadMaker));
}
