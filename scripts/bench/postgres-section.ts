import path from 'node:path';
import webpush from 'web-push';
import { copyDatabase } from '../../server/src/db/copy-database.ts';
import { createDatabase } from '../../server/src/db/cluster.ts';
import { createDb } from '../../server/src/db/knex.ts';
import type { Knex } from 'knex';
import { dialectOf } from '../../server/src/db/dialect.ts';
import { atLeastRatio, equals, info } from './figures.ts';
import { drainOutbox, sampleCpu, sampleLockWaits } from './process-sampling.ts';
import { runLoad, WARM_SECONDS, type LoadResult } from './load.ts';
import { adminToken, bookingBody, slotSequence, startServer, type RunningServer } from './server-process.ts';
import { startPostgres } from '../postgres-cluster.mjs';

const JWT_SECRET = 'bench-secret-shared-by-every-server-0123456789';
const ADMIN_LIST = '/api/admin/appointments?status=scheduled&date=month&searchType=name&search=a';

/** Loads of one route on every server at once: total req/s, the worst p99. */
async function side(
  servers: RunningServer[],
  route: string,
  spec: Partial<Parameters<typeof runLoad>[0]>,
  seconds: number,
) {
  const token = await adminToken(servers[0]!.url);
  const connections = Math.floor(50 / servers.length);
  const all: LoadResult[] = await Promise.all(
    servers.map((s) => runLoad({ url: `${s.url}${route}`, token, seconds, connections, ...spec })),
  );
  return {
    rps: all.reduce((n, r) => n + r.rps, 0),
    answered: all.reduce((n, r) => n + r.total - r.errors, 0),
    errors: all.reduce((n, r) => n + r.errors, 0),
    p99: Math.max(...all.map((r) => r.p99)),
  };
}

/** What one configuration booked: per second while the load ran, and with the notices it left sent. */
interface Booked {
  rps: number;
  withNotices: number;
}

/**
 * Bookings, then the admin list, through every server at once, each after a warm-up of the same
 * load whose mails are all sent before it (a newly started server compiles its code under its
 * first bookings and prepares its statements on each connection). During the bookings: each
 * server's CPU, PostgreSQL's and the rest of the machine's (1.0 is one core; the load's own
 * processes are in the rest), and, on PostgreSQL, the bookings' waits on a slot's lock. After
 * them, the notices they left unsent and how long the servers take to send those (`db` is read
 * beside the servers): the rate with them sent is what the servers can keep up.
 */
async function measure(label: string, servers: RunningServer[], seconds: number, db: Knex): Promise<Booked> {
  const postgres = dialectOf(db) === 'pg';
  const booking = { method: 'POST', body: 'booking' } as const;
  const warmBook = await side(servers, '/api/appointments', booking, WARM_SECONDS);
  await drainOutbox(db, new Date());
  const warmList = await side(servers, ADMIN_LIST, {}, WARM_SECONDS);
  const cpu = sampleCpu(Object.fromEntries(servers.map((s, k) => [`server ${k + 1}`, s.child.pid!])), postgres);
  const locks = postgres ? sampleLockWaits(db) : null;
  const started = new Date();
  const book = await side(servers, '/api/appointments', booking, seconds);
  const shares = cpu();
  const waited = locks?.();
  const outbox = await drainOutbox(db, started);
  const withNotices = book.answered / (seconds + outbox.seconds);
  const list = await side(servers, ADMIN_LIST, {}, seconds);
  info(`pg.${label}.book_rps`, book.rps, 'req/s');
  info(`pg.${label}.book_p99_ms`, book.p99, 'ms');
  info(`pg.${label}.notices_left`, outbox.backlog, 'notifications');
  info(`pg.${label}.notices_sent_after_s`, outbox.seconds, 's');
  info(`pg.${label}.book_rps_notices_sent`, withNotices, 'req/s');
  equals(`pg.${label}.notices_unsent`, outbox.unsent, 'notifications', 0);
  equals(`pg.${label}.notices_failed`, outbox.failed, 'notifications', 0);
  // A refused booking (a slot another load already filled) would count in the rate: there are none.
  equals(
    `pg.${label}.errors`,
    [book, list, warmBook, warmList].reduce((n, r) => n + r.errors, 0),
    'errors',
    0,
  );
  info(`pg.${label}.admin_list_rps`, list.rps, 'req/s');
  info(`pg.${label}.admin_list_p99_ms`, list.p99, 'ms');
  for (const [who, share] of Object.entries(shares)) info(`pg.${label}.cpu.${who.replace(' ', '_')}`, share, 'cores');
  if (waited) {
    info(`pg.${label}.lock_waits`, waited.waits, 'waits');
    info(`pg.${label}.lock_wait_p99_ms`, waited.p99, 'ms');
  }
  const cores = Object.entries(shares)
    .map(([who, share]) => `${who} ${share.toFixed(2)}`)
    .join(', ');
  console.log(
    `  ${label}: bookings ${book.rps.toFixed(0)}/s (p99 ${book.p99} ms), admin list ${list.rps.toFixed(0)}/s (p99 ${list.p99} ms)`,
  );
  console.log(`    CPU while booking (cores): ${cores}`);
  console.log(
    `    notices left unsent at the end: ${outbox.backlog}, all sent ${outbox.seconds.toFixed(1)} s later: ` +
      `${withNotices.toFixed(0)} bookings/s with their notices sent`,
  );
  if (waited)
    console.log(
      `    waits on a slot's lock: ${waited.waits} seen, p99 ${waited.p99.toFixed(0)} ms, longest ${waited.longest.toFixed(0)} ms (sampled every 20 ms)`,
    );
  return { rps: book.rps, withNotices };
}

/** Bookings racing for the same hours through every server: more winners than bays in an hour is a double booking. */
async function race(servers: RunningServer[], rounds: number): Promise<number> {
  const tokens = await Promise.all(servers.map((s) => adminToken(s.url)));
  // Years no other section books (the load books 2035 to 2235), inside the bench's horizon.
  const slots = slotSequence(2250, 1);
  let won = 0;
  for (let round = 0; round < rounds; round += 1) {
    const { date, start } = slots.next().value!;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        fetch(`${servers[i % servers.length]!.url}/api/appointments`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % servers.length]}` },
          body: JSON.stringify(bookingBody(date, start, round * 10 + i)),
        }),
      ),
    );
    won += answers.filter((r) => r.status === 201).length;
  }
  return won;
}

/** SIGKILL of one of two servers while both take bookings: every acknowledged one must be there. */
async function killOne(servers: RunningServer[]): Promise<number[]> {
  const acknowledged: number[] = [];
  const tokens = await Promise.all(servers.map((s) => adminToken(s.url)));
  const slots = slotSequence(2270, 2);
  let alive = true;
  const writer = async (i: number) => {
    const at = servers[i % 2]!;
    while (alive) {
      const { date, start } = slots.next().value!;
      try {
        const res = await fetch(`${at.url}/api/appointments`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % 2]}` },
          body: JSON.stringify(bookingBody(date, start, acknowledged.length)),
        });
        if (res.status === 201)
          acknowledged.push(((await res.json()) as { appointment: { id: number } }).appointment.id);
      } catch {
        if (i % 2 === 0) return; // the killed server is gone; the other goes on
      }
    }
  };
  const writers = Promise.all([0, 1, 2, 3].map(writer));
  await new Promise((r) => setTimeout(r, 1500));
  await servers[0]!.kill();
  await new Promise((r) => setTimeout(r, 500));
  alive = false;
  await writers;
  return acknowledged;
}

/**
 * PostgreSQL beside SQLite, in one run on the same seeded year: bookings and the admin list with
 * one SQLite server, one PostgreSQL server and two PostgreSQL servers; then races through both
 * (0 double bookings) and a SIGKILL of one server mid-load (no acknowledged booking lost).
 */
export async function postgresSection(dataDir: string, seconds: number, port: number): Promise<void> {
  const cluster = await startPostgres();
  try {
    const sqlite = await startServer(path.join(dataDir, 'pg-sqlite-side'), port, {
      DATABASE_URL: `sqlite:${path.join(dataDir, 'shop.sqlite')}`,
    });
    const sqliteFile = createDb(path.join(dataDir, 'shop.sqlite'));
    await measure('sqlite_1', [sqlite], seconds, sqliteFile);
    await sqliteFile.destroy();
    await sqlite.stop();

    await createDatabase(cluster.url, 'bench');
    const url = `${cluster.url}/bench`;
    const from = createDb(path.join(dataDir, 'shop.sqlite'));
    const to = createDb(url);
    await copyDatabase(from, to);
    await from.destroy();
    const { publicKey, privateKey } = webpush.generateVAPIDKeys();
    const env = { DATABASE_URL: url, JWT_SECRET, VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey };
    const one = await startServer(path.join(dataDir, 'pg-a'), port, env);
    const byOne = await measure('postgres_1', [one], seconds, to);
    const two = await startServer(path.join(dataDir, 'pg-b'), port + 1, env);
    const byTwo = await measure('postgres_2', [one, two], seconds, to);
    // The goal: a second server adds bookings (1.3x one server's), read beside each process's CPU.
    atLeastRatio('pg.two_servers_book_rps', byTwo.rps, 'req/s', byOne.rps, 1.3, 'one server');
    info('pg.two_servers_with_notices_sent', byTwo.withNotices, 'req/s', byOne.withNotices);

    const won = await race([one, two], 30);
    info('pg.race.won', won, 'bookings');
    equals('pg.race.won_per_hour', won / 30, 'bookings', 2);
    const over = (await to('appointments')
      .whereNotNull('bay')
      .where({ is_ghost_slot: false })
      .whereNot({ status: 'cancelled' })
      .groupBy('date', 'start_time')
      .havingRaw('count(*) > 2')
      .select('date')) as unknown[];
    equals('pg.double_bookings', over.length, 'slots', 0);

    const acknowledged = await killOne([one, two]);
    const found = Number(
      ((await to('appointments').whereIn('id', acknowledged).count({ n: '*' })) as { n: number }[])[0]!.n,
    );
    info('pg.kill.acknowledged', acknowledged.length, 'bookings');
    equals('pg.kill.lost', acknowledged.length - found, 'bookings', 0);
    console.log(
      `  races: ${over.length} slots over capacity; SIGKILL: ${acknowledged.length} acknowledged, ${acknowledged.length - found} lost`,
    );
    await two.stop();
    await to.destroy();
  } finally {
    cluster.stop();
  }
}
