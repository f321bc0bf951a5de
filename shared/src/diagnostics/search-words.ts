/**
 * How search words are read: lower-cased tokens, simple plurals folded ("misfires" -> misfire), a
 * number bound to the word before it ("bank 2"), and the names people use for what the titles
 * call otherwise (oxygen <-> O2/HO2S, gas cap <-> fuel cap/EVAP, airbag <-> restraint ...).
 */

/** Folds a simple English plural: sensors -> sensor, batteries -> battery; short words and -ss kept. */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(word) || !word.endsWith('s')) return word;
  return word.slice(0, -1);
}

/** Lower-cased, stemmed alphanumeric runs: 'O2 Sensor Range/Performance' -> o2, sensor, range, performance. */
export function tokenise(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).map(stem);
}

/** Each group's members mean the same; a member of several words matches those words anywhere. */
const SYNONYM_GROUPS: string[][] = [
  ['oxygen', 'o2', 'ho2s', 'lambda'],
  ['catalytic', 'catalyst'],
  ['egr', 'exhaust gas recirculation'],
  ['maf', 'mass air flow'],
  ['map', 'manifold absolute pressure'],
  ['gas cap', 'fuel cap', 'evap', 'evaporative'],
  ['evap', 'evaporative'],
  ['airbag', 'air bag', 'restraint', 'deployment', 'srs', 'squib'],
  ['abs', 'antilock', 'anti lock'],
  ['tcm', 'transmission control module'],
  ['pcm', 'powertrain control module'],
  ['ecm', 'engine control module'],
  ['tps', 'throttle position'],
  ['ckp', 'crankshaft position'],
  ['cmp', 'camshaft position'],
  ['ect', 'engine coolant temperature'],
  ['iat', 'intake air temperature'],
  ['vss', 'vehicle speed sensor'],
];

const GROUPS_BY_KEY = new Map<string, string[][][]>();
for (const group of SYNONYM_GROUPS) {
  const members = group.map(tokenise);
  for (const m of members) {
    const key = m.join(' ');
    GROUPS_BY_KEY.set(key, [...(GROUPS_BY_KEY.get(key) ?? []), members]);
  }
}
const ONE_WORD_KEYS = [...GROUPS_BY_KEY.keys()].filter((k) => !k.includes(' '));

/**
 * One way to satisfy a term: these tokens, anywhere in the title or side by side ('bank 2'); each
 * begins a title word, or is a whole word when exact (numbers, known names like ABS, synonyms).
 */
export interface Alternative {
  tokens: string[];
  adjacent: boolean;
  exact: boolean;
}
/** A query term: any one of its alternatives must match. */
export type Term = Alternative[];

const isNumber = (t: string) => /^\d+$/.test(t);

/** The alternatives of the synonym groups a key names, the key's own words first. */
function expand(key: string[], typing: boolean): Term {
  const joined = key.join(' ');
  const adjacent = key.length > 1 && isNumber(key[key.length - 1]!);
  const own: Alternative = { tokens: key, adjacent, exact: GROUPS_BY_KEY.has(joined) };
  const keys = typing && joined.length >= 4 ? ONE_WORD_KEYS.filter((k) => k.startsWith(joined)) : [];
  const groups = [...(GROUPS_BY_KEY.get(joined) ?? []), ...keys.flatMap((k) => GROUPS_BY_KEY.get(k)!)];
  const seen = new Set([joined]);
  const term: Term = [own];
  for (const member of groups.flat()) {
    if (seen.has(member.join(' '))) continue;
    seen.add(member.join(' '));
    term.push({ tokens: member, adjacent: false, exact: true });
  }
  return term;
}

/**
 * A query as terms, all of which must match: synonym phrases of up to three words first, then
 * single words, a number joining the word before it. The last word may be half typed, so it also
 * reaches the synonyms it begins ('oxyg' -> oxygen, O2, HO2S).
 */
export function parseQuery(query: string): Term[] {
  const tokens = tokenise(query);
  const terms: Term[] = [];
  let i = 0;
  while (i < tokens.length) {
    const phrase = [3, 2].find((n) => i + n <= tokens.length && GROUPS_BY_KEY.has(tokens.slice(i, i + n).join(' ')));
    if (phrase) {
      terms.push(expand(tokens.slice(i, i + phrase), false));
      i += phrase;
      continue;
    }
    const word = tokens[i]!;
    const next = tokens[i + 1];
    const key = !isNumber(word) && next !== undefined && isNumber(next) ? [word, next] : [word];
    i += key.length;
    terms.push(expand(key, i === tokens.length && key.length === 1));
  }
  return terms;
}
