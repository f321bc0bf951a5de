// What a load costs each process, and how long PostgreSQL's bookings waited on a lock: the
// figures that tell a saturated machine from a lock that serialises.
import { readdirSync, readFileSync } from 'node:fs';
import type { Knex } from 'knex';
import { percentile } from './figures.ts';

const TICKS_PER_SECOND = 100;

/** A process's CPU time so far in seconds (user + system), 0 once it is gone. */
function cpuOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The machine's busy CPU time so far in seconds, all cores. */
function machineBusy(): number {
  const [, ...t] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
  return (t[0]! + t[1]! + t[2]! + t[4]! + t[5]! + t[6]!) / TICKS_PER_SECOND;
}

/** Every PostgreSQL process's pid (the cluster's postmaster and its backends). */
function postgresPids(): number[] {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return readFileSync(`/proc/${d}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    })
    .map(Number);
}

/**
 * Starts counting: stop() answers each named process's share of one core over the span (1.0 is
 * a core kept busy), PostgreSQL's (all its processes, when `postgres`) and the rest of the machine's.
 */
export function sampleCpu(named: Record<string, number>, postgres: boolean) {
  const t0 = performance.now();
  const before = Object.fromEntries(Object.entries(named).map(([k, pid]) => [k, cpuOf(pid)]));
  const pgBefore = new Map(postgres ? postgresPids().map((pid) => [pid, cpuOf(pid)]) : []);
  const busy0 = machineBusy();
  return () => {
    const seconds = (performance.now() - t0) / 1000;
    const shares: Record<string, number> = {};
    for (const [k, pid] of Object.entries(named)) shares[k] = (cpuOf(pid) - before[k]!) / seconds;
    // Backends that started during the span count from zero; those that ended are not counted.
    if (postgres)
      shares.postgres = postgresPids().reduce((n, pid) => n + cpuOf(pid) - (pgBefore.get(pid) ?? 0), 0) / seconds;
    const counted = Object.values(shares).reduce((n, s) => n + s, 0);
    shares.rest = Math.max(0, (machineBusy() - busy0) / seconds - counted);
    return shares;
  };
}

/**
 * Samples PostgreSQL every `everyMs` for backends waiting on an advisory lock: a wait lasts from
 * the first sample that sees it to the last (so waits shorter than a sample are mostly missed,
 * and each is known to within a sample). stop() answers how many waits and their p99 and longest.
 */
export function sampleLockWaits(db: Knex, everyMs = 20) {
  const seen = new Map<string, { first: number; last: number }>();
  let busy = false;
  const timer = setInterval(async () => {
    if (busy) return;
    busy = true;
    try {
      const rows = (await db.raw(
        "select pid, query_start from pg_stat_activity where wait_event_type = 'Lock' and wait_event = 'advisory'",
      )) as { rows: { pid: number; query_start: Date }[] };
      const now = performance.now();
      for (const r of rows.rows) {
        const key = `${r.pid}@${r.query_start.toISOString()}`;
        const wait = seen.get(key);
        if (wait) wait.last = now;
        else seen.set(key, { first: now, last: now });
      }
    } finally {
      busy = false;
    }
  }, everyMs);
  return () => {
    clearInterval(timer);
    const waits = [...seen.values()].map((w) => w.last - w.first + everyMs).sort((a, b) => a - b);
    return {
      waits: waits.length,
      p99: waits.length ? percentile(waits, 0.99) : 0,
      longest: waits.at(-1) ?? 0,
    };
  };
}

/**
 * The mails and pushes a load left waiting, and how long the servers take to send them: a booking
 * is answered at its commit and its notices go out after it, so a server can book faster for a
 * while by leaving them behind. Counts the notifications due and not yet sent, then waits (polling
 * every 50 ms, at most `limitSeconds`, longer than a sender's lease) until none is left. `unsent`:
 * those still waiting then; `failed`: those written since `since` whose sending failed once or
 * for good (a failed send waits for its retry, so it would otherwise leave the count early).
 */
export async function drainOutbox(
  db: Knex,
  since: Date,
  limitSeconds = 180,
): Promise<{ backlog: number; seconds: number; unsent: number; failed: number }> {
  const count = async (q: Knex.QueryBuilder) => Number(((await q.count({ n: '*' })) as { n: number | string }[])[0]!.n);
  const waiting = () =>
    count(
      db('notifications')
        .whereIn('status', ['queued', 'sending'])
        .where('next_attempt_at', '<=', new Date().toISOString()),
    );
  const t0 = performance.now();
  const backlog = await waiting();
  let unsent = backlog;
  while (unsent > 0 && performance.now() - t0 < limitSeconds * 1000) {
    await new Promise((r) => setTimeout(r, 50));
    unsent = await waiting();
  }
  const seconds = (performance.now() - t0) / 1000;
  const failed = await count(
    db('notifications')
      .where('created_at', '>=', since.toISOString())
      .where((q) => q.where('status', 'failed').orWhere('attempts', '>', 0)),
  );
  return { backlog, seconds, unsent, failed };
}
