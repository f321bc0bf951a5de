import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { MODULE_SIZES_FILE, type ModuleSize } from './module-sizes-plugin.ts';

/** The first route ('/', the entry itself) may load at most this much gzipped JavaScript. */
export const FIRST_ROUTE_BUDGET_KB = 120;
/** Every other route's first load, its openers and static imports included, stays within this. */
export const ROUTE_BUDGET_KB = 150;

export type Chunk = {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
  src?: string;
  name?: string;
};
export type Manifest = Record<string, Chunk>;

/** One route's first load: what the browser fetches before the route renders. */
export interface RouteSize {
  /** '/' for the entry, else the route module's path under src/app/routes/. */
  route: string;
  /** The route chunks that load this one first (the admin shell for an admin page), nearest first. */
  openers: string[];
  files: string[];
  jsKb: number;
  cssKb: number;
  budgetKb: number;
}

export const readManifest = (dist: string): Manifest =>
  JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

/** A built file's size gzipped (Node's default level, as the server's compression sends it), in KB. */
export const gzipKb = (dist: string, file: string) => gzipSync(readFileSync(path.join(dist, file))).length / 1024;

/** The JavaScript and CSS a route loads before it renders: the given chunks with their static imports. */
export function routeFiles(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const c = manifest[key];
    if (!c || files.has(c.file)) return;
    files.add(c.file);
    c.css?.forEach((f) => files.add(f));
    c.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

/** The route chunks that load `key` themselves before it runs, nearest first; a page the router loads has none. */
export function openersOf(manifest: Manifest, key: string, routes: string[]): string[] {
  const opener = routes.find((r) => r !== key && manifest[r].dynamicImports?.includes(key));
  return opener ? [opener, ...openersOf(manifest, opener, routes)] : [];
}

const ROUTES_DIR = 'src/app/routes/';
export const routeName = (key: string) => key.replace(ROUTES_DIR, '');

/** Each route's first load in the build at `dist`, the first route ('/') first. */
export function routeSizes(dist: string): RouteSize[] {
  const manifest = readManifest(dist);
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) throw new Error(`${dist} has no entry chunk in its manifest`);
  const routes = Object.keys(manifest).filter((k) => k.startsWith(ROUTES_DIR));
  const size = (route: string, openers: string[], keys: string[], budgetKb: number): RouteSize => {
    const files = [...routeFiles(manifest, keys)];
    const kb = (ext: string) => files.filter((f) => f.endsWith(ext)).reduce((s, f) => s + gzipKb(dist, f), 0);
    return { route, openers, files, jsKb: kb('.js'), cssKb: kb('.css'), budgetKb };
  };
  return [
    // The first route, '/', is part of the entry chunk itself.
    size('/', [], [entry], FIRST_ROUTE_BUDGET_KB),
    ...routes.map((r) => {
      const openers = openersOf(manifest, r, routes);
      return size(routeName(r), openers.map(routeName), [entry, ...[...openers].reverse(), r], ROUTE_BUDGET_KB);
    }),
  ];
}

/** A module's estimated share of what the browser downloads, in gzipped KB. */
export interface ModuleShare {
  id: string;
  kb: number;
}

/**
 * The largest modules in the given files, largest first: each chunk's gzipped size shared out by its
 * modules' own gzipped code (as a treemap would draw them). Empty for a build without the record.
 */
export function largestModules(dist: string, files: string[], count: number): ModuleShare[] {
  const record = path.join(dist, MODULE_SIZES_FILE);
  if (!existsSync(record)) return [];
  const chunks = JSON.parse(readFileSync(record, 'utf8')) as Record<string, ModuleSize[]>;
  const shares: ModuleShare[] = [];
  for (const file of files) {
    const modules = chunks[file] ?? [];
    const total = modules.reduce((s, m) => s + m.gzipBytes, 0);
    if (total === 0) continue;
    const kb = gzipKb(dist, file);
    for (const m of modules) shares.push({ id: m.id, kb: (kb * m.gzipBytes) / total });
  }
  return shares.sort((a, b) => b.kb - a.kb).slice(0, count);
}

/** What a route adds to the first route's files (all of them for the first route itself). */
export const ownFiles = (route: RouteSize, first: RouteSize) =>
  route === first ? route.files : route.files.filter((f) => !first.files.includes(f));

const list = (shares: ModuleShare[]) => shares.map((s) => `${s.id} ${s.kb.toFixed(1)} KB`).join(', ');

/**
 * A line per route over its budget, naming the largest modules it loads (beyond the first route's,
 * for any other route): where to look for what grew. Empty when every route is within budget.
 */
export function overBudget(dist: string, sizes: RouteSize[]): string[] {
  const first = sizes[0];
  return sizes
    .filter((s) => s.jsKb > s.budgetKb)
    .map(
      (s) =>
        `${s.route}: ${s.jsKb.toFixed(1)} KB of gzipped JavaScript, ${(s.jsKb - s.budgetKb).toFixed(1)} KB over its ${s.budgetKb} KB budget; largest modules${s === first ? '' : ' beyond the first route'}: ${list(largestModules(dist, ownFiles(s, first), 8))}`,
    );
}

/** The treemap in text: a route's largest modules (beyond the first route's, for any other route). */
export const treemapLine = (dist: string, route: RouteSize, first: RouteSize, count: number) =>
  list(largestModules(dist, ownFiles(route, first), count));
