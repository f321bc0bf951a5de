import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadGenericList, loadMakers } from '../../shared/src/diagnostics/code-table.ts';
import { lookupCode, searchCodes } from '../../shared/src/diagnostics/obd2.ts';
import { below, equals, info, percentile } from './figures.ts';
import { ROOT } from './server-process.ts';
import { gz, routeFiles, type Chunk } from './web-section.ts';

// What visitors type, one keystroke at a time (the checker searches from the second character).
const QUERIES = [
  'oxygen sensor',
  'catalytic',
  'misfires',
  'gas cap',
  'airbag',
  'egr valve',
  'o2 sensor bank 2',
  'p0420',
];
const CODES = ['P0300', 'P0A80', 'P2A00', 'B0100', 'C0035', 'U0100', 'P1690', 'P0FFF', 'X12'];

function time(fn: () => unknown): number {
  const t = performance.now();
  fn();
  return performance.now() - t;
}

/** The generic chunk and the makers' chunks from the build: sizes, precaching, and none in the route. */
function chunkFigures(): void {
  const dist = path.join(ROOT, 'web/dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  const keyOf = (part: string) => Object.keys(manifest).filter((k) => k.includes(part));
  const [generic] = keyOf('code-lists/generic-codes.ts');
  const makers = keyOf('code-lists/makers/');
  const makerKb = makers.map((k) => gz(manifest[k]!.file)).sort((a, b) => b - a);
  below('obd2.generic_chunk_kb', generic ? gz(manifest[generic]!.file) : Infinity, 'KB', 120);
  info('obd2.largest_maker_chunk_kb', makerKb[0] ?? 0, 'KB');
  info('obd2.maker_chunks', makers.length, 'files');
  const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8');
  const lists = [generic, ...makers].filter((k): k is string => !!k);
  equals('obd2.lists_not_precached', lists.filter((k) => !sw.includes(manifest[k]!.file)).length, 'files', 0);
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const [route] = keyOf('src/app/routes/diagnostics.tsx');
  const routeJs = [...routeFiles(manifest, [entry, route!])];
  equals('obd2.lists_in_route_js', lists.filter((k) => routeJs.includes(manifest[k]!.file)).length, 'files', 0);
}

/** Section: the OBD2 checker's lookup and search-as-you-type over the full table, in milliseconds. */
export async function obd2Section(): Promise<void> {
  const started = performance.now();
  const generic = await loadGenericList();
  info('obd2.load_and_index_ms', performance.now() - started, 'ms');
  info('obd2.generic_codes', generic.byCode.size, 'codes');
  const [ford] = await loadMakers(['ford']);
  const keystrokes = QUERIES.flatMap((q) =>
    [...q].map((_, i) => q.slice(0, i + 1)).filter((s) => s.trim().length >= 2),
  );
  // One warm-up pass, as a visitor's first few keystrokes warm the same code paths.
  keystrokes.forEach((k) => searchCodes(generic, k));
  const searches = [...keystrokes, ...keystrokes].map((k, i) =>
    time(() => searchCodes(generic, k, i % 2 ? ford : undefined)),
  );
  const lookups = Array.from({ length: 200 }, (_, i) => time(() => lookupCode(generic, CODES[i % CODES.length]!)));
  searches.sort((a, b) => a - b);
  lookups.sort((a, b) => a - b);
  below('obd2.search_keystroke_p95_ms', percentile(searches, 0.95), 'ms', 5);
  info('obd2.search_keystroke_max_ms', searches[searches.length - 1]!, 'ms');
  below('obd2.lookup_p95_ms', percentile(lookups, 0.95), 'ms', 5);
  console.log(`  ${searches.length} keystroke searches, ${lookups.length} lookups over ${generic.byCode.size} codes`);
  chunkFigures();
}
