import { createApp } from './app.ts';
import { ensureAdmin, mailerFor, prepareWhenReachable } from './bootstrap.ts';
import { systemClock } from './clock.ts';
import { readConfig } from './config.ts';
import { describeDatabase } from './db/dialect.ts';
import { createDb } from './db/knex.ts';
import { purgeIdempotencyKeys } from './http/write-route.ts';
import { listen } from './http/listen.ts';
import { createJob, startJobs } from './jobs/job-loop.ts';
import { createLogger } from './log.ts';
import { createMaintenanceJob } from './maintenance/maintenance-job.ts';
import { nodeFloor, nodeRefusal } from './node-version.ts';
import { runFollowups } from './recommendations/followup-pass.ts';
import { retryTextMedia } from './texts/fetch-media.ts';
import { purgeFiledInbound } from './texts/inbound-texts.repository.ts';
import { readMaintenanceRates } from './maintenance/maintenance-rules.repository.ts';

const tooOld = nodeRefusal(process.versions.node, nodeFloor());
if (tooOld) {
  console.error(tooOld);
  process.exit(1);
}

const config = readConfig();
const logger = createLogger(config.logLevel);
const db = createDb(config.database, config.dbPool);
const mailer = mailerFor(config);
// The server listens at once; until the database is ready (a PostgreSQL that is still starting,
// or down, is waited for) every route answers 503, /api/health with {ok: false, db: false}.
let ready = false;
const { app, deps } = createApp({ db, config, clock: systemClock, logger, mailer, isReady: () => ready });
const server = listen(app, config.port, undefined, config.requestTimeoutMs).on('listening', () => {
  logger.info(
    { port: config.port, database: describeDatabase(config.database), web: config.webDist },
    `listening on http://localhost:${config.port}`,
  );
});

await prepareWhenReachable(db, config, systemClock, logger);
if (config.adminEmail && config.adminPassword) {
  const how = await ensureAdmin(db, config.adminEmail, config.adminPassword, config.scryptCost, systemClock.now());
  logger.info({ how }, 'admin account ensured');
} else if (config.adminEmail || config.adminPassword) {
  logger.warn('set both ADMIN_EMAIL and ADMIN_PASSWORD to ensure an admin account');
}
ready = true;
const stopJobs = startJobs([
  { job: deps.notifier, intervalMs: config.notifyIntervalSeconds * 1000 },
  // Kicked by each webhook; the timer takes up texts whose filing failed a try or whose server stopped.
  { job: deps.inboundTexts, intervalMs: config.notifyIntervalSeconds * 1000 },
  // Offers run out on the minute at worst; writes kick it sooner.
  { job: deps.waitlist, intervalMs: Math.min(60_000, config.notifyIntervalSeconds * 1000) },
  { job: createMaintenanceJob(deps), intervalMs: config.maintenanceIntervalSeconds * 1000 },
  // Text photos the encoder had no room for, or whose fetch never finished, are taken again.
  { job: createJob('text media', () => retryTextMedia(deps), logger), intervalMs: config.notifyIntervalSeconds * 1000 },
  {
    job: createJob('idempotency purge', () => purgeIdempotencyKeys(db, systemClock.now()), logger),
    intervalMs: 3_600_000,
  },
  {
    // A filed text's thread keeps it (and its MessageSid, so a very late retry still adds nothing).
    job: createJob('filed texts purge', () => purgeFiledInbound(db, systemClock.now()), logger),
    intervalMs: 3_600_000,
  },
  {
    // The shop's own follow-up days, read at each pass: a change in Settings applies to the next one.
    job: createJob(
      'declined work follow-up',
      async () => runFollowups(deps, (await readMaintenanceRates(db)).followup),
      logger,
    ),
    intervalMs: config.maintenanceIntervalSeconds * 1000,
  },
]);

let stopping = false;
function shutdown(signal: string): void {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  server.close(() => {
    stopJobs()
      .then(() => deps.writes.close())
      .then(() => mailer.close())
      .then(() => db.destroy())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  });
  server.closeIdleConnections();
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
