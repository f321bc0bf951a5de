import { fork } from 'node:child_process';
import path from 'node:path';
import type { Knex } from 'knex';
import { createDb } from '../../server/src/db/knex.ts';
import { atLeastRatio, below, equals, info } from './figures.ts';
import { runLoad, WARM_SECONDS, type LoadResult } from './load.ts';
import { drainOutbox } from './process-sampling.ts';
import { adminToken, bookingBody, type RunningServer } from './server-process.ts';

/** A weekday at least a week ahead, yyyy-MM-dd, and its month. */
function aheadWeekday(): { date: string; month: string } {
  const d = new Date(Date.now() + 8 * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  const date = d.toISOString().slice(0, 10);
  return { date, month: date.slice(0, 7) };
}

/** The bare Express app (and stub tile server), for the whole run. */
export async function bareServer(port: number): Promise<() => void> {
  const child = fork(path.join(import.meta.dirname, 'bare-server.ts'), [String(port)], {
    execArgv: ['--import', 'tsx'],
    stdio: 'ignore',
  });
  await new Promise<void>((resolve) => child.once('message', () => resolve()));
  return () => child.kill('SIGTERM');
}

/** Section 1: the API under load, each route beside a bare Express route measured in the same run. */
export async function apiSection(server: RunningServer, seconds: number, barePort: number): Promise<void> {
  // The server's own file, read beside it: the mails a write left are counted from it.
  const outbox = createDb(path.join(server.dataDir, 'shop.sqlite'));
  try {
    await measureRoutes(server, seconds, barePort, outbox);
  } finally {
    await outbox.destroy();
  }
}

/** The load after its warm-up (whose first-seconds p99 is kept): a write's warm-up mails are all sent first. */
async function warmedLoad(spec: Parameters<typeof runLoad>[0], outbox: Knex) {
  const warm = await runLoad({ ...spec, seconds: WARM_SECONDS });
  if (spec.method === 'POST') await drainOutbox(outbox, new Date());
  const since = new Date();
  const r: LoadResult = await runLoad(spec);
  return { r: { ...r, errors: r.errors + warm.errors }, warm, since };
}

async function measureRoutes(server: RunningServer, seconds: number, barePort: number, outbox: Knex): Promise<void> {
  const { r: bare } = await warmedLoad({ url: `http://127.0.0.1:${barePort}/hello`, seconds }, outbox);
  info('api.bare.rps', bare.rps, 'req/s');
  info('api.bare.p99_ms', bare.p99, 'ms');

  const token = await adminToken(server.url);
  const { date, month } = aheadWeekday();
  const booked = await fetch(`${server.url}/api/appointments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(bookingBody('2033-03-01', '11:00', 0)),
  });
  const tracked = (await booked.json()) as { appointment: { id: number }; tracking_token: string };
  if (!tracked.appointment) throw new Error(`could not book the tracked appointment: ${JSON.stringify(tracked)}`);

  const u = server.url;
  const runs: [string, Parameters<typeof runLoad>[0]][] = [
    ['services', { url: `${u}/api/services`, seconds }],
    ['flags', { url: `${u}/api/feature-flags`, seconds }],
    ['slots', { url: `${u}/api/appointments/available-slots?date=${date}&service_id=1`, seconds }],
    ['dates', { url: `${u}/api/appointments/available-dates?month=${month}&type=sameday&service_ids=1`, seconds }],
    [
      'admin_list',
      { url: `${u}/api/admin/appointments?status=scheduled&date=month&searchType=name&search=a`, seconds, token },
    ],
    [
      'tracking',
      { url: `${u}/api/appointments/${tracked.appointment.id}/tracking?t=${tracked.tracking_token}`, seconds },
    ],
    ['book', { url: `${u}/api/appointments`, method: 'POST', body: 'booking', token, seconds }],
    ['request', { url: `${u}/api/appointment-requests`, method: 'POST', body: 'request', seconds }],
  ];
  let errors = 0;
  for (const [name, spec] of runs) {
    const { r, warm, since } = await warmedLoad(spec, outbox);
    errors += r.errors;
    const goal =
      name === 'services' || name === 'flags' ? 0.45 : ['slots', 'dates', 'admin_list'].includes(name) ? 0.3 : 0;
    if (goal > 0) atLeastRatio(`api.${name}.rps`, r.rps, 'req/s', bare.rps, goal, 'bare');
    else if (name === 'book') {
      figuresForBook(r.rps, r.p99);
      info('api.book.warmup_p99_ms', warm.p99, 'ms');
      await figuresForMails(since, r.total, seconds);
    } else info(`api.${name}.rps`, r.rps, 'req/s', bare.rps);
    info(`api.${name}.p50_ms`, r.p50, 'ms');
    if (['slots', 'dates', 'admin_list'].includes(name)) below(`api.${name}.p99_ms`, r.p99, 'ms', 30);
    else if (name !== 'book') info(`api.${name}.p99_ms`, r.p99, 'ms');
    console.log(`  ${name}: ${Math.round(r.rps)} req/s, p99 ${r.p99} ms, ${r.errors} errors`);
  }
  equals('api.errors', errors, 'errors', 0);
  equals('api.sqlite_busy', server.busyCount(), 'times', 0);

  // The rate's goal is relative to the raw driver's replay of the same statements (the driver
  // section, in the same run): at least 0.7 of it.
  function figuresForBook(rps: number, p99: number) {
    info('api.book.ratio_to_bare', rps / bare.rps, 'x');
    info('api.book.rps', rps, 'req/s');
    // The booking's p99 goal: under 150 ms with 50 bookings always in flight.
    below('api.book.p99_ms', p99, 'ms', 150);
  }

  // A booking is answered at its commit and its mails go out after it: those the load left
  // behind, and how long the server took to send them once it was over.
  async function figuresForMails(since: Date, booked: number, seconds: number) {
    const left = await drainOutbox(outbox, since);
    info('api.book.notices_left', left.backlog, 'notifications');
    info('api.book.notices_sent_after_s', left.seconds, 's');
    // The rate with every mail of the load sent: the rate at which the mails keep up; a load above
    // it for longer than a burst leaves them further behind each second.
    info('api.book.rps_notices_sent', booked / (seconds + left.seconds), 'req/s');
    equals('api.book.notices_unsent', left.unsent, 'notifications', 0);
    equals('api.book.notices_failed', left.failed, 'notifications', 0);
  }
}
