import { execSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { atLeast, atMost, below, equals, info } from './figures.ts';
import { adminToken, ROOT } from './server-process.ts';

/**
 * The app built for the bench's shop (its SHOP_CONFIG points the map at stub tiles): the server
 * serves the prerendered pages only when they were built with its own shop details.
 */
export function buildWebFor(shopConfig: string, outDir: string): string {
  const env = { ...process.env, SHOP_CONFIG: shopConfig };
  const web = path.join(ROOT, 'web');
  execSync('npx vite build --ssr src/entry-server.tsx', { cwd: web, env, stdio: 'ignore' });
  execSync(`npx vite build --outDir ${JSON.stringify(outDir)} --emptyOutDir`, { cwd: web, env, stdio: 'ignore' });
  return outDir;
}

let DIST = path.join(ROOT, 'web/dist');
export type Chunk = {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
  src?: string;
  name?: string;
};

export const gz = (file: string) => gzipSync(readFileSync(path.join(DIST, file))).length / 1024;

/** Which build the bundle figures read (default web/dist). */
export function useDist(dist: string): void {
  DIST = dist;
}

/** The JavaScript and CSS a route loads before it renders: the entry and the route chunk with their static imports. */
export function routeFiles(manifest: Record<string, Chunk>, keys: string[]): Set<string> {
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

/** Every route's first load, gzipped JavaScript included, must stay within this. */
export const ROUTE_BUDGET_KB = 150;

/**
 * The route chunks that load `key` themselves before it runs (the admin shell for each admin
 * page), nearest first; a page the router loads has none.
 */
export function openersOf(manifest: Record<string, Chunk>, key: string, routes: string[]): string[] {
  const opener = routes.find((r) => r !== key && manifest[r].dynamicImports?.includes(key));
  return opener ? [opener, ...openersOf(manifest, opener, routes)] : [];
}

/** A route's first load against the budget: "ok", or "FAIL: n KB over". */
const verdict = (js: number) =>
  js <= ROUTE_BUDGET_KB ? 'ok' : `FAIL: ${(js - ROUTE_BUDGET_KB).toFixed(1)} KB over the ${ROUTE_BUDGET_KB} KB budget`;

/**
 * Section 4a: what each route costs to download, gzipped, and the precache size. A route's first
 * load is the entry, the chunks that open it (a nested page's shell), its own chunk and all their
 * static imports; each is held to the route budget.
 */
export function bundleSection(): void {
  const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
  const routes = Object.keys(manifest).filter((k) => k.includes('src/app/routes/'));
  const name = (r: string) => r.replace('src/app/routes/', '');
  let maxJs = 0;
  let maxRoute = '';
  // The first route, '/', is part of the entry chunk itself.
  const firstFiles = routeFiles(manifest, [entry]);
  const firstJs = [...firstFiles].filter((f) => f.endsWith('.js')).reduce((s, f) => s + gz(f), 0);
  console.log(`  / (entry): ${firstJs.toFixed(1)} KB JS (gzip) ${verdict(firstJs)}`);
  const leafletRoutes: string[] = [];
  for (const r of routes) {
    const openers = openersOf(manifest, r, routes);
    const files = routeFiles(manifest, [entry, ...openers.reverse(), r]);
    const js = [...files].filter((f) => f.endsWith('.js')).reduce((s, f) => s + gz(f), 0);
    const css = [...files].filter((f) => f.endsWith('.css')).reduce((s, f) => s + gz(f), 0);
    if (js > maxJs) [maxJs, maxRoute] = [js, r];
    if ([...files].some((f) => /leaflet/i.test(f))) leafletRoutes.push(r);
    const inside = openers.length ? ` (in ${openers.map(name).join(' in ')})` : '';
    console.log(`  ${name(r)}${inside}: ${js.toFixed(1)} KB JS, ${css.toFixed(1)} KB CSS (gzip) ${verdict(js)}`);
    atMost(
      `web.js.route.${name(r)
        .replace(/\.tsx?$/, '')
        .replace(/[^a-z0-9]+/gi, '_')}_kb`,
      js,
      'KB',
      ROUTE_BUDGET_KB,
    );
  }
  below('web.js.first_route_kb', firstJs, 'KB', 120);
  atMost('web.js.max_route_kb', maxJs, 'KB', ROUTE_BUDGET_KB);
  console.log(`  largest route: ${maxRoute}`);
  equals('web.leaflet_static_routes', leafletRoutes.length, 'routes', 0);
  const sw = readFileSync(path.join(DIST, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"?url"?:"([^"]+)"/g)].map((m) => m[1]).filter((u) => !u.startsWith('http'));
  const precache = urls.reduce((s, u) => s + statSync(path.join(DIST, u)).size, 0) / 1024;
  info('web.precache_kb', precache, 'KB');
  info('web.precache_entries', urls.length, 'files');
}

/** Section 4b: Lighthouse (pinned 12.x) in its default throttled mobile run. */
export async function lighthouseSection(baseUrl: string): Promise<void> {
  // /services is a page only while its flag is on (else it sends the visitor home).
  const flag = await fetch(`${baseUrl}/api/feature-flags/showServicesTab`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminToken(baseUrl)}` },
    body: JSON.stringify({ enabled: true }),
  });
  if (!flag.ok) throw new Error(`could not switch the Services tab on: ${flag.status}`);
  await lighthouseRoutes(baseUrl, [
    ['home', '/'],
    ['diagnostics', '/diagnostics'],
    ['contact', '/contact'],
    ['services', '/services'],
  ]);
}

/** Lighthouse's figures for each [name, route] (a route may carry its query, e.g. an estimate's token). */
export async function lighthouseRoutes(baseUrl: string, routes: (readonly [string, string])[]): Promise<void> {
  process.env.CHROME_PATH ??= CHROMIUM_PATH;
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH,
    chromeFlags: CHROMIUM_ARGS.map((f) => (f === '--headless' ? '--headless=new' : f)),
  });
  try {
    for (const [name, route] of routes) {
      // Three runs, the median by performance (as Lighthouse advises: one run varies by several points).
      const runs = [];
      for (let i = 0; i < 3; i++) {
        const result = await lighthouse(`${baseUrl}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        runs.push(result!.lhr);
      }
      runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
      const lhr = runs[1];
      const perfs = runs.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100));
      const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
      atLeast(`lighthouse.${name}.performance`, score('performance'), 'pts', 95);
      atLeast(`lighthouse.${name}.accessibility`, score('accessibility'), 'pts', 100);
      atLeast(`lighthouse.${name}.best_practices`, score('best-practices'), 'pts', 100);
      info(`lighthouse.${name}.seo`, score('seo'), 'pts');
      below(`lighthouse.${name}.lcp_ms`, lhr.audits['largest-contentful-paint'].numericValue ?? 0, 'ms', 2000);
      atMost(`lighthouse.${name}.tbt_ms`, lhr.audits['total-blocking-time'].numericValue ?? 0, 'ms', 200);
      below(`lighthouse.${name}.cls`, lhr.audits['cumulative-layout-shift'].numericValue ?? 0, '', 0.02);
      // Everything the first visit downloaded while Lighthouse watched (compressed, as sent).
      info(`lighthouse.${name}.transfer_kb`, (lhr.audits['total-byte-weight'].numericValue ?? 0) / 1024, 'KB');
      const failing = Object.values(lhr.audits).filter(
        (a) =>
          a.score !== null &&
          a.score < 1 &&
          ['accessibility', 'best-practices'].some((c) =>
            lhr.categories[c]?.auditRefs.some((r) => r.id === a.id && r.weight > 0),
          ),
      );
      console.log(
        `  lighthouse ${route.split('?')[0]}: perf ${score('performance')} (runs ${perfs.join(', ')}), a11y ${score('accessibility')}, bp ${score('best-practices')}, seo ${score('seo')}${failing.length ? `; failing: ${failing.map((a) => a.id).join(', ')}` : ''}`,
      );
    }
  } finally {
    chrome.kill();
  }
}
