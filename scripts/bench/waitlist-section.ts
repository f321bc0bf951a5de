import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '../../server/src/db/knex.ts';
import { holdsOfDay } from '../../server/src/waitlist/waitlist.repository.ts';
import { equals, info, percentile } from './figures.ts';
import { adminToken, startServer } from './server-process.ts';
import {
  apiOf,
  cancelAll,
  fillDay,
  joinAll,
  PEOPLE,
  WAITLIST_DAY,
  type CancelRun,
  type Person,
} from './waitlist-run.ts';

/** How long an offer holds its time here: 1.2 s, so a time someone lets run out passes on soon. */
const OFFER_MINUTES = 0.02;

/**
 * The waitlist: a day's 100 drop-off places booked, 100 people on its list, the 100 bookings
 * cancelled one by one on the real server. Each freed time is offered by the server's own job;
 * three in four take it from the link, the fourth lets it run out so it passes on. Then the
 * server's holds and sent mails are read back: offers made, each person offered at most once, in
 * join order, times taken and passed on, and how soon after a time was freed it was offered.
 */
export async function waitlistSection(port: number): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-waitlist-'));
  // The waitlist job runs at least every NOTIFY_INTERVAL_SECONDS, and so ends a run-out offer that soon.
  // The API alone: no web app is served.
  const env = { WAITLIST_OFFER_MINUTES: String(OFFER_MINUTES), NOTIFY_INTERVAL_SECONDS: '0.2', WEB_DIST: '' };
  const server = await startServer(dir, port, env, { dropOffsPerDay: PEOPLE });
  let run: CancelRun;
  let people: Person[];
  const started = performance.now();
  try {
    const visitor = apiOf(server);
    const booked = await fillDay(visitor);
    people = await joinAll(visitor);
    run = await cancelAll(visitor, apiOf(server, await adminToken(server.url)), booked, people);
    info('waitlist.run_s', (performance.now() - started) / 1000, 's');
    await offerMailsSent(path.join(dir, 'outbox'), people.length);
  } finally {
    await server.stop();
  }
  await audit(dir, run, people);
  rmSync(dir, { recursive: true, force: true });
}

/** Offer mails the server wrote, by recipient; waits up to 10 s for `expected` of them. */
async function offerMailsSent(outbox: string, expected: number): Promise<Map<string, number>> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const byTo = new Map<string, number>();
    for (const f of existsSync(outbox) ? readdirSync(outbox) : []) {
      const eml = readFileSync(path.join(outbox, f), 'utf8');
      if (!/^Subject: A time opened/m.test(eml)) continue;
      const to = eml.match(/^To: (\S+)/m)![1];
      byTo.set(to, (byTo.get(to) ?? 0) + 1);
    }
    const sent = [...byTo.values()].reduce((a, b) => a + b, 0);
    if (sent >= expected || Date.now() > deadline) return byTo;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Reads the day's holds back from the stopped server's database, and prints what they show. */
async function audit(dir: string, run: CancelRun, people: Person[]): Promise<void> {
  const db = createDb(path.join(dir, 'shop.sqlite'));
  const holds = await holdsOfDay(db, WAITLIST_DAY);
  await db.destroy();
  const mails = await offerMailsSent(path.join(dir, 'outbox'), 0);
  const joinOrder = new Map(people.map((p) => [p.id, p.index]));
  const perEntry = new Map<number, number>();
  holds.forEach((h) => perEntry.set(h.entry_id, (perEntry.get(h.entry_id) ?? 0) + 1));
  const outOfOrder = holds.filter(
    (h, i) => i > 0 && joinOrder.get(h.entry_id)! < joinOrder.get(holds[i - 1].entry_id)!,
  );
  const ranOut = holds.filter((h) => h.status === 'expired');
  // A time passed on: the next offer took the same place after this one ran out.
  const passedOn = ranOut.filter((h) => {
    const next = holds.find((n) => n.id > h.id);
    return next !== undefined && next.bay === h.bay && next.created_at >= h.expires_at;
  });
  // Each offer's wait: from the latest cancel or run-out before it to the hold, on the server's clock.
  const afterCancel: number[] = [];
  const afterRunOut: number[] = [];
  for (const h of holds) {
    const at = Date.parse(h.created_at);
    const cancel = Math.max(...run.freedAt.filter((t) => t <= at));
    const out = Math.max(-Infinity, ...ranOut.map((r) => Date.parse(r.expires_at)).filter((t) => t <= at));
    (out > cancel ? afterRunOut : afterCancel).push(at - Math.max(cancel, out));
  }
  afterCancel.sort((a, b) => a - b);
  afterRunOut.sort((a, b) => a - b);

  const taken = holds.filter((h) => h.status === 'taken').length;
  info('waitlist.offers_made', holds.length, 'offers');
  info('waitlist.cancels_offered', afterCancel.length, 'times', run.freedAt.length);
  equals(
    'waitlist.offer_mails',
    [...mails.values()].reduce((a, b) => a + b, 0),
    'mails',
    holds.length,
  );
  equals('waitlist.offered_twice', [...perEntry.values()].filter((n) => n > 1).length, 'people', 0);
  equals('waitlist.offers_out_of_join_order', outOfOrder.length, 'offers', 0);
  equals('waitlist.times_taken', taken, 'times', run.claimed);
  info('waitlist.claims_too_late', run.claimsTooLate, 'claims');
  info('waitlist.times_passed_on', passedOn.length, 'times');
  info('waitlist.ran_out_nobody_left', ranOut.length - passedOn.length, 'times');
  info('waitlist.offer_after_cancel_p50_ms', percentile(afterCancel, 0.5), 'ms');
  info('waitlist.offer_after_cancel_p95_ms', percentile(afterCancel, 0.95), 'ms');
  if (afterRunOut.length) info('waitlist.offer_after_run_out_p50_ms', percentile(afterRunOut, 0.5), 'ms');
  console.log(
    `  waitlist: ${holds.length} offers (${mails.size} people mailed), ${taken} taken, ${passedOn.length} passed on, ` +
      `${ranOut.length - passedOn.length} ran out with nobody left; offered ${percentile(afterCancel, 0.5)} ms ` +
      `(p95 ${percentile(afterCancel, 0.95)} ms) after a cancel, ${afterRunOut.length ? percentile(afterRunOut, 0.5) : '-'} ms after a run-out`,
  );
}
