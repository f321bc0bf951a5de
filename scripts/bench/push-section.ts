import { mkdirSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { fixedClock, systemClock } from '../../server/src/clock.ts';
import { createDb } from '../../server/src/db/knex.ts';
import { migrate } from '../../server/src/db/migrations.ts';
import { createLogger } from '../../server/src/log.ts';
import { insertNotifications } from '../../server/src/notifications/notifications.repository.ts';
import { createNotifier, LEASE_MS } from '../../server/src/notifications/notifier.ts';
import { pushRow } from '../../server/src/notifications/channels/push-rows.ts';
import { createPushSender } from '../../server/src/push/push-sender.ts';
import { saveDevice } from '../../server/src/push/push.repository.ts';
import { startPushService, type PushService } from '../../server/src/test/push-service.ts';
import { equals, info } from './figures.ts';
import { startServer } from './server-process.ts';

const COUNT = 1000;
const NOT_MAILED = { to: '', subject: '', text: '' };

/** `count` due pushes, each to a device of its own at the stand-in and with a body of its own. */
async function queueDue(dir: string, service: PushService, count: number): Promise<void> {
  const db = createDb(path.join(dir, 'shop.sqlite'));
  await migrate(db);
  const now = new Date();
  const until = new Date(now.getTime() + 86_400_000);
  const rows = [];
  for (let n = 0; n < count; n += 1) {
    const { subscription } = service.newDevice();
    await saveDevice(db, subscription, now);
    const payload = { title: 'Your car is ready', body: `bench push ${n}`, url: '/', tag: `bench-${n}` };
    const news = { kind: 'ready' as const, mail: NOT_MAILED, plannedAt: now };
    rows.push(pushRow(news, 'ready', subscription.endpoint, payload, until));
  }
  for (let i = 0; i < rows.length; i += 200) await insertNotifications(db, rows.slice(i, i + 200), now);
  await db.destroy();
}

/** How many pushes the stand-in took for each bench body. */
function deliveries(service: PushService): Map<string, number> {
  const seen = new Map<string, number>();
  for (const p of service.received) {
    const body = (p.payload as { body: string }).body;
    seen.set(body, (seen.get(body) ?? 0) + 1);
  }
  return seen;
}

/** The dispatcher in this process, sending to the stand-in (its origin listed as PUSH_ENDPOINTS). */
function notifierOn(dir: string, service: PushService, clock = systemClock) {
  const db = createDb(path.join(dir, 'shop.sqlite'));
  const push = createPushSender({
    vapid: { ...webpush.generateVAPIDKeys(), subject: 'mailto:bench@shop.example' },
    endpoints: [service.origin],
  });
  const mailer = { send: async () => {} };
  return {
    db,
    notifier: createNotifier({
      db,
      clock,
      logger: createLogger('silent'),
      mailer,
      push,
      linkSecret: 'bench-link-secret',
    }),
  };
}

/**
 * Web Push: 1,000 due pushes, each encrypted and signed, dispatched in one process to a local
 * stand-in push service that decrypts and verifies each (time, none lost, none twice); then
 * 1,000 more with the server killed (SIGKILL) mid-dispatch up to ten times: lost and duplicated.
 */
export async function pushSection(dataDir: string, port: number): Promise<void> {
  const fastService = await startPushService();
  const fast = path.join(dataDir, 'push-fast');
  mkdirSync(fast, { recursive: true });
  await queueDue(fast, fastService, COUNT);
  const { db, notifier } = notifierOn(fast, fastService);
  const t0 = performance.now();
  const { sent } = await notifier.dispatchDue();
  const ms = performance.now() - t0;
  await db.destroy();
  const seen = deliveries(fastService);
  info('push.dispatch_1000_ms', ms, 'ms');
  equals('push.received_of_1000', seen.size, 'pushes', COUNT);
  equals('push.twice', fastService.received.length - seen.size, 'pushes', 0);
  equals('push.undecryptable', fastService.problems.length, 'pushes', 0);
  console.log(`  push: ${sent} of ${COUNT} sent in ${ms.toFixed(0)} ms; the stand-in decrypted ${seen.size} distinct`);
  await fastService.stop();

  const service = await startPushService();
  const crash = path.join(dataDir, 'push-crash');
  mkdirSync(crash, { recursive: true });
  await queueDue(crash, service, COUNT);
  let kills = 0;
  for (; kills < 10; kills += 1) {
    const server = await startServer(crash, port, { NOTIFY_INTERVAL_SECONDS: '1', PUSH_ENDPOINTS: service.origin });
    await new Promise((r) => setTimeout(r, 50 + Math.random() * 250));
    await server.kill();
    if (deliveries(service).size >= COUNT) break;
  }
  // What is left is sent by a server started after the leases ran out.
  const after = notifierOn(crash, service, fixedClock(new Date(Date.now() + LEASE_MS + 60_000)));
  await after.notifier.dispatchDue();
  await after.db.destroy();
  const crashed = deliveries(service);
  const twice = service.received.length - crashed.size;
  info('push.crash_kills', kills, 'SIGKILLs');
  equals('push.crash_lost', COUNT - crashed.size, 'pushes', 0);
  info('push.crash_duplicated', twice, 'pushes', COUNT);
  console.log(
    `  push crash: ${kills} kills, ${crashed.size} distinct received, ${COUNT - crashed.size} lost, ${twice} twice (same topic and tag: a device shows it once)`,
  );
  await service.stop();
}
