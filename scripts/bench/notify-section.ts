import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fixedClock, systemClock } from '../../server/src/clock.ts';
import { createDb } from '../../server/src/db/knex.ts';
import { migrate } from '../../server/src/db/migrations.ts';
import { createLogger } from '../../server/src/log.ts';
import { createMailer } from '../../server/src/mail/mailer.ts';
import { insertNotifications } from '../../server/src/notifications/notifications.repository.ts';
import { createNotifier, LEASE_MS } from '../../server/src/notifications/notifier.ts';
import { equals, info } from './figures.ts';
import { startServer } from './server-process.ts';

const COUNT = 1000;
/** The origin the bench's mails link to; they are only written to files. */
const BENCH_ORIGIN = 'http://localhost:3000';
/** The bench's notices carry no link slots, so any secret fills them. */
const LINK_SECRET = 'bench-link-secret';

/** `count` notifications due now, each with a subject of its own, into the database at `dir`. */
async function queueDue(dir: string, count: number): Promise<void> {
  const db = createDb(path.join(dir, 'shop.sqlite'));
  await migrate(db);
  const now = new Date();
  const list = Array.from({ length: count }, (_, n) => ({
    kind: 'confirmation' as const,
    mail: { to: `bench${n}@example.com`, subject: `bench notification ${n}`, text: `Message ${n}` },
    plannedAt: now,
  }));
  for (let i = 0; i < list.length; i += 200) await insertNotifications(db, list.slice(i, i + 200), now);
  await db.destroy();
}

/** How many .eml files in the outbox carry each bench subject. */
function deliveries(outbox: string): Map<string, number> {
  const seen = new Map<string, number>();
  for (const f of readdirSync(outbox)) {
    const subject = readFileSync(path.join(outbox, f), 'utf8').match(/^Subject: (bench notification \d+)$/m)?.[1];
    if (subject) seen.set(subject, (seen.get(subject) ?? 0) + 1);
  }
  return seen;
}

/** Sends whatever is left, as a server started after the leases ran out would. */
async function drainAfterLeases(dir: string): Promise<void> {
  const db = createDb(path.join(dir, 'shop.sqlite'));
  const notifier = createNotifier({
    db,
    clock: fixedClock(new Date(Date.now() + LEASE_MS + 60_000)),
    logger: createLogger('silent'),
    linkSecret: LINK_SECRET,
    mailer: createMailer({ outboxDir: path.join(dir, 'outbox'), from: 'bench@shop.test', linkOrigin: BENCH_ORIGIN }),
  });
  await notifier.dispatchDue();
  await db.destroy();
}

/**
 * Notifications: 1,000 due mails dispatched in one process (time, and how many were sent), then
 * 1,000 more with the server killed (SIGKILL) mid-dispatch up to ten times: sent, lost, duplicated.
 */
export async function notifySection(dataDir: string, port: number): Promise<void> {
  const fast = path.join(dataDir, 'notify-fast');
  mkdirSync(fast, { recursive: true });
  await queueDue(fast, COUNT);
  const db = createDb(path.join(fast, 'shop.sqlite'));
  const notifier = createNotifier({
    db,
    clock: systemClock,
    logger: createLogger('silent'),
    linkSecret: LINK_SECRET,
    mailer: createMailer({ outboxDir: path.join(fast, 'outbox'), from: 'bench@shop.test', linkOrigin: BENCH_ORIGIN }),
  });
  const t0 = performance.now();
  const { sent } = await notifier.dispatchDue();
  const ms = performance.now() - t0;
  await db.destroy();
  info('notify.dispatch_1000_ms', ms, 'ms');
  equals('notify.sent_of_1000', sent, 'mails', COUNT);
  console.log(`  notify: ${sent} of ${COUNT} sent in ${ms.toFixed(0)} ms (.eml files)`);

  const crash = path.join(dataDir, 'notify-crash');
  mkdirSync(crash, { recursive: true });
  await queueDue(crash, COUNT);
  let kills = 0;
  for (; kills < 10; kills += 1) {
    const server = await startServer(crash, port, { NOTIFY_INTERVAL_SECONDS: '1' });
    await new Promise((r) => setTimeout(r, 50 + Math.random() * 250));
    await server.kill();
    if ((deliveries(path.join(crash, 'outbox')).size ?? 0) >= COUNT) break;
  }
  await drainAfterLeases(crash);
  const seen = deliveries(path.join(crash, 'outbox'));
  const delivered = [...seen.values()].reduce((a, b) => a + b, 0);
  const lost = COUNT - seen.size;
  const duplicated = delivered - seen.size;
  info('notify.crash_kills', kills, 'SIGKILLs');
  equals('notify.crash_lost', lost, 'mails', 0);
  info('notify.crash_duplicated', duplicated, 'mails', COUNT);
  console.log(`  notify crash: ${kills} kills, ${seen.size} distinct sent, ${lost} lost, ${duplicated} duplicated`);
}
