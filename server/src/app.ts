import express, { type Express } from 'express';
import { appMessages } from '@shop/shared/app/messages';
import { toFlagMap } from '@shop/shared/flags/flag-defaults';
import { shopInfoSchema } from '@shop/shared/shop/shop-config.schema';
import type { Knex } from 'knex';
import type { AppDeps } from './app-deps.ts';
import { authRouter } from './auth/auth.router.ts';
import { authenticate } from './auth/session.ts';
import { TokenService } from './auth/tokens.ts';
import { appointmentsRouter } from './appointments/appointments.router.ts';
import { OCCUPANCY_TABLES, OccupancyCache } from './appointments/occupancy-cache.ts';
import { setTrustProxy } from './http/trust-proxy.ts';
import { catalogRouter } from './catalog/catalog.router.ts';
import { CatalogStore } from './catalog/catalog.repository.ts';
import { shopClockOf, type Clock } from './clock.ts';
import type { AppConfig } from './config.ts';
import { ReadCache } from './db/read-cache.ts';
import { openChangeFeed } from './db/change-feed.ts';
import { createWriteBatches } from './db/write-batches.ts';
import { isPostgresUrl } from './db/dialect.ts';
import { listenForChanges } from './db/postgres-feed.ts';
import { FlagStore } from './flags/flags.repository.ts';
import { inspectionsRouter } from './inspections/inspections.router.ts';
import { photoIntake, photoUploadPath } from './inspections/photo-intake.ts';
import { flagsRouter } from './flags/flags.router.ts';
import { errorHandler } from './http/error-handler.ts';
import { writeBurstLimit } from './http/rate-limits.ts';
import { httpsOnlyHsts, securityHeaders } from './http/security.ts';
import { webAppRouter } from './http/static-web.ts';
import type { Logger } from './log.ts';
import type { Mailer } from './mail/mailer.ts';
import { EncodeQueue } from './photos/encode-queue.ts';
import { createNotifier } from './notifications/notifier.ts';
import { createPushSender } from './push/push-sender.ts';
import { pushRouter } from './push/push.router.ts';
import { createSmsSender } from './notifications/sms.ts';
import { notificationsRouter } from './notifications/notifications.router.ts';
import { unsubscribeRouter } from './notifications/unsubscribe.ts';
import { adminRequestsRouter, requestsRouter } from './requests/requests.router.ts';
import { SettingsStore } from './settings/settings.repository.ts';
import { createWaitlistJob } from './waitlist/waitlist-job.ts';
import { waitlistRouter } from './waitlist/waitlist.router.ts';
import { maintenanceRouter } from './maintenance/maintenance.router.ts';
import { settingsRouter } from './settings/settings.router.ts';
import { customersRouter } from './customers/customers.router.ts';
import { addVehicleRouter } from './vehicles/add-vehicle.router.ts';
import { exportRouter } from './export/export.router.ts';
import { vehiclesRouter } from './vehicles/vehicles.router.ts';

import { vinRouter } from './vehicles/vin.router.ts';
import { inboundTextsRouter } from './texts/inbound.router.ts';
import { createInboundJob } from './texts/file-inbound.ts';
import { adminTextsRouter } from './texts/texts.router.ts';
import { recommendationsRouter } from './recommendations/recommendations.router.ts';

export interface CreateAppOptions {
  db: Knex;
  config: AppConfig;
  clock: Clock;
  logger: Logger;
  mailer: Mailer;
  /** False while the database is being prepared: every route answers 503 meanwhile, /api/health too. */
  isReady?: () => boolean;
}

/** What every router and job uses: the caches on one change feed, the senders, the jobs. */
function depsOf(opts: CreateAppOptions): AppDeps {
  // Every cache learns of writes from this one feed.
  const { database } = opts.config;
  const writes = openChangeFeed(
    opts.db,
    isPostgresUrl(database) ? (feed) => listenForChanges(database, feed, opts.logger) : undefined,
  );
  const base: Omit<AppDeps, 'waitlist' | 'inboundTexts'> = {
    ...opts,
    shopClock: shopClockOf(opts.clock, opts.config.shop.timeZone),
    tokens: new TokenService(opts.config.jwtSecret),
    settings: new SettingsStore(opts.db, writes, opts.clock),
    catalog: new CatalogStore(opts.db, writes, opts.clock),
    flags: new FlagStore(opts.db, writes, opts.clock),
    // Every bookable day fits: today and each day up to the horizon.
    occupancy: new OccupancyCache(writes.of(OCCUPANCY_TABLES), Math.ceil(opts.config.bookingHorizonDays) + 1),
    writes,
    batches: isPostgresUrl(database) ? null : createWriteBatches(opts.db, writes),
    accounts: new ReadCache(writes.of(['users']), { maxEntries: 1000, maxAgeMs: 2000 }, opts.clock),
    staff: new ReadCache(writes.of(['users']), { maxEntries: 1, maxAgeMs: 2000 }, opts.clock),
    pushDevices: new ReadCache(
      writes.of(['users', 'push_subscriptions', 'push_targets']),
      { maxEntries: 1, maxAgeMs: 2000 },
      opts.clock,
    ),
    photoQueue: new EncodeQueue(opts.config.photoEncodeConcurrency, opts.config.photoQueueLength),
    notifier: createNotifier({
      ...opts,
      sms: opts.config.sms ? createSmsSender(opts.config.sms) : null,
      linkSecret: opts.config.jwtSecret,
      push: createPushSender(opts.config.push),
    }),
  };
  // Filing a text may confirm an appointment, which uses every dependency: the job gets them all.
  const deps = { ...base, waitlist: createWaitlistJob(base) } as AppDeps;
  deps.inboundTexts = createInboundJob(deps);
  return deps;
}

/** The whole HTTP app; tests inject the database, clock and mailer. */
export function createApp(opts: CreateAppOptions): { app: Express; deps: AppDeps } {
  const deps = depsOf(opts);
  const app = express();
  app.disable('x-powered-by');
  setTrustProxy(app, opts.config.trustProxy);
  app.set('query parser', 'simple');
  const { isReady } = opts;
  const readyGate: express.RequestHandler = (req, res, next) => {
    if (!isReady || isReady()) return next();
    // Probes (and the outbox's reconnect probe) see the server as down until it can serve.
    if (req.path === '/api/health') return void res.status(503).json({ ok: false, db: false });
    res.status(503).json({ success: false, error: appMessages.databaseUnavailable, code: 'unavailable' });
  };
  // The provider's webhook first: signed, form-encoded, answered with TwiML to a server, not a
  // browser (no page headers, no session), and outside the per-address write limit (see there).
  // Its router holds that one signed route: any other route there would skip the session check.
  app.use('/api/sms', readyGate, inboundTextsRouter(deps));
  app.use(securityHeaders(opts.config.shop.tileUrl));
  app.use(httpsOnlyHsts);
  app.use(readyGate);
  // Who calls is read from the headers alone, so it is known before any body is read.
  app.use(authenticate(deps));
  const burst = writeBurstLimit(opts.config.writeRateLimitPerMinute);
  // Photo bytes are read on their one route, once the caller, the rate and the line allow it,
  // before the small JSON parser sees any body.
  app.post(photoUploadPath, ...photoIntake(deps, burst));
  app.use(express.json({ limit: '32kb' }));

  const api = express.Router();
  api.use(burst);
  api.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  const appointments = appointmentsRouter(deps);
  api.use('/users', authRouter(deps));
  api.use('/feature-flags', flagsRouter(deps));
  api.use('/appointment-requests', requestsRouter(deps));
  api.use('/admin/appointment-requests', adminRequestsRouter(deps));
  api.use('/admin/settings', settingsRouter(deps));
  api.use('/admin/notifications', notificationsRouter(deps));
  api.use('/admin/messages', adminTextsRouter(deps));
  api.use('/notifications', unsubscribeRouter(deps));
  api.use(appointments.router);
  api.use(inspectionsRouter(deps));
  api.use(waitlistRouter(deps));
  api.use(pushRouter(deps));
  api.use(catalogRouter(deps));
  api.use(customersRouter(deps));
  api.use(addVehicleRouter(deps));
  api.use(exportRouter(deps));

  api.use(vinRouter(deps));
  api.use(recommendationsRouter(deps));
  api.use(vehiclesRouter(deps));
  api.use(maintenanceRouter(deps));
  api.use((_req, res) => {
    res.status(404).json({ success: false, error: appMessages.notFoundApi, code: 'not_found' });
  });
  app.use('/api', api);

  // The spec's other readings of two paths.
  app.get('/available-slots', appointments.slots);
  app.post('/appointments', burst, appointments.create);

  if (opts.config.webDist) {
    const shop = shopInfoSchema.parse(opts.config.shop);
    app.use(
      webAppRouter(opts.config.webDist, {
        flags: async () => toFlagMap(await deps.flags.list()),
        pageData: async () => ({ shop, services: await deps.catalog.list() }),
        renderer: opts.config.webRenderer,
        logger: opts.logger,
      }),
    );
  }
  app.use(errorHandler(opts.logger));
  return { app, deps };
}
