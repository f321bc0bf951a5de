// npm test: every check and test part, side by side where the two cores allow, each line prefixed with its
// part's name. Run one after the other they took 28 minutes on a two-core machine, and most parts
// leave a core idle while they wait on a browser, PostgreSQL or the network. A part starts once the
// parts it needs have passed; the command fails, naming them, when any part fails or cannot start.
// `node scripts/test-all.mjs unit pg engines` runs only those, and the build they need.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * In the order they are started when there is room; `after` must have passed first. `cores` is
 * what a part keeps busy, or needs to itself: the journeys, Vitest's two workers and each
 * engine's timed journeys both cores, the PostgreSQL run and each check about one. Parts run
 * together while their cores add up to at most CORES; two parts that drive a browser never do.
 */
const PARTS = [
  { name: 'build', cmd: 'npm run build', cores: 2 },
  // The longest part, started as soon as the build it serves is there. It keeps both cores busy:
  // run as two halves side by side (two servers, two browsers) it took as long, and a push
  // journey beside the other half missed its wait.
  {
    name: 'e2e',
    cmd: 'node scripts/ensure-browsers.mjs && playwright test',
    after: ['build'],
    browser: true,
    cores: 2,
  },
  // Beside the checks, which wait on nothing; beside a browser its load made the journeys miss their waits.
  { name: 'pg', cmd: 'npm run test:pg', cores: 1 },
  { name: 'typecheck', cmd: 'npm run typecheck', cores: 1 },
  { name: 'lint', cmd: 'npm run lint', cores: 1 },
  { name: 'format', cmd: 'npm run format:check', cores: 1 },
  // Its `build` project measures web/dist, which must not be rebuilt under it.
  { name: 'unit', cmd: 'vitest run', after: ['build'], cores: 2 },
  // One part per engine, each on ports of its own, so an engine can take whichever lane frees first.
  ...['webkit', 'firefox', 'chromium'].map((engine, k) => ({
    name: `engines-${engine}`,
    cmd: 'npm run test:engines',
    after: ['build'],
    browser: true,
    // WebKit's journeys beside the PostgreSQL run missed their 15 s waits.
    cores: 2,
    env: { ENGINES: engine, ENGINES_PORT: String(Number(process.env.ENGINES_PORT ?? 3400) + 10 * k) },
  })),
];

const asked = process.argv.slice(2);
/** `engines` names the three engine parts at once. */
const named = (part, name) => part.name === name || part.name.startsWith(`${name}-`);
/** The parts asked for, with the parts they need (the build under the journeys). */
const wanted = new Set(PARTS.filter((p) => !asked.length || asked.some((a) => named(p, a))).map((p) => p.name));
for (const p of [...PARTS].reverse()) if (wanted.has(p.name)) for (const need of p.after ?? []) wanted.add(need);
const parts = PARTS.filter((p) => wanted.has(p.name));
const unknown = asked.filter((a) => !PARTS.some((p) => named(p, a)));
if (unknown.length) {
  console.error(`unknown part(s): ${unknown.join(', ')}; the parts are ${PARTS.map((p) => p.name).join(', ')}`);
  process.exit(2);
}
// Two by default: the cores of this machine and of CI. TEST_CORES=1 runs one part at a time.
const askedCores = Number.parseInt(process.env.TEST_CORES ?? '2', 10);
const CORES = askedCores >= 1 ? askedCores : 2;
const width = Math.max(...parts.map((p) => p.name.length));
const started = Date.now();
const minutes = (ms) => `${Math.floor(ms / 60_000)}m ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}s`;

/** name -> 'running' | 'passed' | 'failed' | 'skipped', with its duration once done. */
const state = new Map();
const took = new Map();
const children = new Set();
/** name -> every line the part printed, for the digest of a failed part at the end. */
const printed = new Map();

function run(part) {
  state.set(part.name, 'running');
  const t0 = Date.now();
  const prefix = `[${part.name.padEnd(width)}] `;
  console.log(`${prefix}start: ${part.cmd}`);
  // A shell for the && in a command; npm and npx put node_modules/.bin on the PATH.
  const child = spawn(part.cmd, {
    shell: true,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...part.env, PATH: `${process.cwd()}/node_modules/.bin:${process.env.PATH}` },
  });
  children.add(child);
  const lines = [];
  printed.set(part.name, lines);
  for (const stream of [child.stdout, child.stderr])
    createInterface({ input: stream }).on('line', (line) => {
      lines.push(line);
      console.log(prefix + line);
    });
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      children.delete(child);
      const ok = code === 0;
      state.set(part.name, ok ? 'passed' : 'failed');
      took.set(part.name, Date.now() - t0);
      console.log(`${prefix}${ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${minutes(Date.now() - t0)}`);
      resolve();
    });
  });
}

/**
 * The next part whose needs have all passed and that fits beside the running ones: their cores
 * add up to at most CORES (a part alone always fits), and no other browser runs: WebKit's
 * journeys beside Firefox's missed their 15 s waits on a busy two-core machine, and passed
 * alone. Parts whose needs failed are skipped.
 */
function next() {
  const running = parts.filter((p) => state.get(p.name) === 'running');
  const busy = running.reduce((n, p) => n + p.cores, 0);
  const browserRunning = running.some((p) => p.browser);
  for (const part of parts) {
    if (state.has(part.name)) continue;
    if (running.length && busy + part.cores > CORES) continue;
    if (part.browser && browserRunning) continue;
    const needs = (part.after ?? []).filter((n) => parts.some((p) => p.name === n));
    if (needs.some((n) => ['failed', 'skipped'].includes(state.get(n)))) {
      state.set(part.name, 'skipped');
      console.log(`[${part.name.padEnd(width)}] skipped: ${needs.join(', ')} did not pass`);
      continue;
    }
    if (needs.every((n) => state.get(n) === 'passed')) return part;
  }
  return null;
}

// Stopped by hand: stop every part's process group with it.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const c of children) process.kill(-c.pid, signal);
    process.exit(130);
  });

const running = new Set();
for (;;) {
  let part;
  while ((part = next())) {
    const p = run(part).then(() => running.delete(p));
    running.add(p);
  }
  if (running.size === 0) break;
  await Promise.race(running);
}

console.log(`\nnpm test took ${minutes(Date.now() - started)} on ${CORES} core(s):`);
for (const part of parts)
  console.log(
    `  ${part.name.padEnd(width)}  ${state.get(part.name).padEnd(7)}  ${took.has(part.name) ? minutes(took.get(part.name)) : ''}`,
  );
const bad = parts.filter((p) => state.get(p.name) !== 'passed').map((p) => p.name);
for (const name of bad) printDigest(name);
if (bad.length) console.log(`failed or not run: ${bad.join(', ')}`);

/**
 * A failed part's failures again, at the end where a reader of a long log looks first: each line
 * that names a failure or an error, with the few lines after it (or else its last 30 lines), at
 * most 200 lines a part (a failed journey's `[failure]` lines: its pages' outbox and logs).
 */
function printDigest(name) {
  const lines = printed.get(name) ?? [];
  const plain = (line) => line.replace(/\x1b\[[0-9;]*m/g, '');
  const failure = /\[failure\]|\bFAIL\b|FAILED|✘|×|\bUnhandled|Error[:\]]|Timed out|timeout of|expect\(/;
  const keep = new Set();
  lines.forEach((line, k) => {
    if (!failure.test(plain(line))) return;
    for (let j = k; j < Math.min(lines.length, k + 6); j++) keep.add(j);
  });
  // Nothing that reads as a failure: the part's last lines say why it stopped.
  if (!keep.size) for (let k = Math.max(0, lines.length - 30); k < lines.length; k++) keep.add(k);
  const picked = [...keep].sort((a, b) => a - b).slice(0, 200);
  console.log(`\nwhat ${name} printed about its failures:`);
  let last = -2;
  for (const k of picked) {
    if (k !== last + 1) console.log('  ...');
    console.log(`  ${plain(lines[k])}`);
    last = k;
  }
}
process.exit(bad.length ? 1 : 0);
