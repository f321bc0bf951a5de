import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import {
  FIRST_ROUTE_BUDGET_KB,
  gzipKb,
  ROUTE_BUDGET_KB,
  routeSizes,
  treemapLine,
  type RouteSize,
} from '../../web/build/route-sizes.ts';
import { atLeast, atMost, below, equals, info } from './figures.ts';
import { customerPageLinks } from './customer-pages.ts';
import { adminToken, ROOT, type RunningServer } from './server-process.ts';

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
export { routeFiles, type Chunk } from '../../web/build/route-sizes.ts';

export const gz = (file: string) => gzipKb(DIST, file);

/** Which build the bundle figures read (default web/dist). */
export function useDist(dist: string): void {
  DIST = dist;
}

/** A route's first load against its budget: "ok", or "FAIL: n KB over". */
const verdict = (r: RouteSize) =>
  r.jsKb <= r.budgetKb ? 'ok' : `FAIL: ${(r.jsKb - r.budgetKb).toFixed(1)} KB over the ${r.budgetKb} KB budget`;

const figureId = (route: string) => route.replace(/\.tsx?$/, '').replace(/[^a-z0-9]+/gi, '_');

/**
 * Section 4a: what each route costs to download, gzipped, and the precache size. A route's first
 * load is the entry, the chunks that open it (a nested page's shell), its own chunk and all their
 * static imports; each is held to its budget (the same sizes and budgets `npm test` checks). Under
 * each route, its largest modules (beyond the first route's): a treemap in text.
 */
export function bundleSection(): void {
  const sizes = routeSizes(DIST);
  const first = sizes[0]!;
  console.log(`  / (entry): ${first.jsKb.toFixed(1)} KB JS (gzip) ${verdict(first)}`);
  console.log(`      largest: ${treemapLine(DIST, first, first, 10)}`);
  for (const r of sizes.slice(1)) {
    const inside = r.openers.length ? ` (in ${r.openers.join(' in ')})` : '';
    console.log(`  ${r.route}${inside}: ${r.jsKb.toFixed(1)} KB JS, ${r.cssKb.toFixed(1)} KB CSS (gzip) ${verdict(r)}`);
    console.log(`      beyond /: ${treemapLine(DIST, r, first, 6)}`);
    atMost(`web.js.route.${figureId(r.route)}_kb`, r.jsKb, 'KB', r.budgetKb);
  }
  const largest = sizes.slice(1).reduce((a, b) => (b.jsKb > a.jsKb ? b : a));
  atMost('web.js.first_route_kb', first.jsKb, 'KB', FIRST_ROUTE_BUDGET_KB);
  atMost('web.js.max_route_kb', largest.jsKb, 'KB', ROUTE_BUDGET_KB);
  console.log(`  largest route: ${largest.route}`);
  const leafletRoutes = sizes.filter((r) => r.files.some((f) => /leaflet/i.test(f)));
  equals('web.leaflet_static_routes', leafletRoutes.length, 'routes', 0);
  const sw = readFileSync(path.join(DIST, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"?url"?:"([^"]+)"/g)].map((m) => m[1]).filter((u) => !u.startsWith('http'));
  const precache = urls.reduce((s, u) => s + statSync(path.join(DIST, u)).size, 0) / 1024;
  info('web.precache_kb', precache, 'KB');
  info('web.precache_entries', urls.length, 'files');
}

/**
 * Section 4b: Lighthouse (pinned 12.x) in its default throttled mobile run, on the four public
 * pages and on the three pages a customer opens from a mail, with real data behind their links.
 */
export async function lighthouseSection(server: RunningServer): Promise<void> {
  const baseUrl = server.url;
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
    ...(await customerPageLinks(server)),
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
  // LIGHTHOUSE_PAGES=home,estimate measures only the pages named.
  const only = process.env.LIGHTHOUSE_PAGES?.split(',');
  try {
    for (const [name, route] of routes.filter(([name]) => !only || only.includes(name))) {
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
      // A run Lighthouse could not finish (its runtimeError, e.g. NO_LCP) scores 0: it is named, not counted.
      const failed = runs.filter((r) => r.runtimeError).map((r) => r.runtimeError!.code);
      const finished = runs.filter((r) => !r.runtimeError);
      if (finished.length === 0) throw new Error(`Lighthouse could not measure ${route}: ${failed.join(', ')}`);
      finished.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
      // The middle run; of two, the lower.
      const lhr = finished[Math.floor((finished.length - 1) / 2)];
      // LIGHTHOUSE_REPORTS=dir keeps each median report, to read what its long tasks and requests were.
      if (process.env.LIGHTHOUSE_REPORTS) {
        mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
        writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, `${name}.json`), JSON.stringify(lhr));
      }
      const perfs = finished.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100));
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
        `  lighthouse ${route.split('?')[0]}: perf ${score('performance')} (runs ${perfs.join(', ')}${failed.length ? `; not finished: ${failed.join(', ')}` : ''}), a11y ${score('accessibility')}, bp ${score('best-practices')}, seo ${score('seo')}${failing.length ? `; failing: ${failing.map((a) => a.id).join(', ')}` : ''}`,
      );
    }
  } finally {
    chrome.kill();
  }
}
