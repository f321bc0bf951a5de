import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MODULE_SIZES_FILE } from './module-sizes-plugin.ts';
import { FIRST_ROUTE_BUDGET_KB, overBudget, ROUTE_BUDGET_KB, routeSizes } from './route-sizes.ts';

const WEB = path.resolve(import.meta.dirname, '..');
const DIST = path.join(WEB, 'dist');
const MANIFEST = path.join(DIST, '.vite/manifest.json');
// What the client build is made from: a change to any of them may change a route's size.
const SOURCES = ['src', 'build', 'public', 'index.html', 'vite.config.ts', '../shared/src'].map((p) =>
  path.join(WEB, p),
);

function newestChange(p: string): number {
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(p).reduce((newest, name) => Math.max(newest, newestChange(path.join(p, name))), s.mtimeMs);
}

/** web/dist as the sources now are: the build's own output when it is newer than every source, else built now. */
function currentBuild(): string {
  const built = existsSync(MANIFEST) && existsSync(path.join(DIST, MODULE_SIZES_FILE)) ? statSync(MANIFEST).mtimeMs : 0;
  if (built < Math.max(...SOURCES.filter(existsSync).map(newestChange))) {
    // Vitest's NODE_ENV=test would build React's development code.
    execFileSync('npm', ['run', 'build'], {
      cwd: WEB,
      stdio: 'ignore',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  return DIST;
}

describe('route budgets', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'route-budgets-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it(`when the app is built, then the first route loads at most ${FIRST_ROUTE_BUDGET_KB} KB and every route at most ${ROUTE_BUDGET_KB} KB of gzipped JavaScript`, () => {
    const dist = currentBuild();
    const sizes = routeSizes(dist);
    expect(sizes[0]!.route).toBe('/');
    // Every page the router loads is measured: a route missing here would escape its budget.
    expect(sizes.map((s) => s.route)).toEqual(expect.arrayContaining(['estimate.tsx', 'admin/calendar-page.tsx']));
    expect(overBudget(dist, sizes)).toEqual([]);
  }, 180_000);

  it('when a route grows past its budget, then the failure names the route, by how much, and its largest modules', () => {
    // Random bytes do not compress: each file's gzipped size is about its length.
    const file = (name: string, kb: number) => {
      mkdirSync(path.join(scratch, 'assets'), { recursive: true });
      writeFileSync(path.join(scratch, 'assets', name), randomBytes(kb * 1024));
      return `assets/${name}`;
    };
    const manifest = {
      'index.html': { file: file('index.js', 100), isEntry: true, imports: ['_shell.js'] },
      '_shell.js': { file: file('shell.js', 10) },
      'src/app/routes/estimate.tsx': { file: file('estimate.js', 45), imports: ['_shell.js'] },
      'src/app/routes/login.tsx': { file: file('login.js', 5) },
    };
    mkdirSync(path.join(scratch, '.vite'), { recursive: true });
    writeFileSync(path.join(scratch, '.vite/manifest.json'), JSON.stringify(manifest));
    writeFileSync(
      path.join(scratch, MODULE_SIZES_FILE),
      JSON.stringify({
        'assets/estimate.js': [
          { id: 'node_modules/big-chart/index.js', bytes: 90_000, gzipBytes: 30_000 },
          { id: 'web/src/app/routes/estimate.tsx', bytes: 3_000, gzipBytes: 1_000 },
        ],
      }),
    );
    const failures = overBudget(scratch, routeSizes(scratch));
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^estimate\.tsx: 155\.\d KB of gzipped JavaScript, 5\.\d KB over its 150 KB budget/);
    expect(failures[0]).toMatch(/largest modules beyond the first route: node_modules\/big-chart\/index\.js 43\.\d KB/);
  });
});
