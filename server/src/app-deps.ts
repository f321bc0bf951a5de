import type { Knex } from 'knex';
import type { TokenService } from './auth/tokens.ts';
import type { OccupancyCache } from './appointments/occupancy-cache.ts';
import type { CatalogStore } from './catalog/catalog.repository.ts';
import type { Clock, ShopClock } from './clock.ts';
import type { ReadCache } from './db/read-cache.ts';
import type { WriteBatches } from './db/write-batches.ts';
import type { ChangeFeed } from './db/change-feed.ts';
import type { UserRow } from './auth/users.repository.ts';
import type { AppConfig } from './config.ts';
import type { Logger } from './log.ts';
import type { FlagStore } from './flags/flags.repository.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Notifier } from './notifications/notifier.ts';
import type { Job } from './jobs/job-loop.ts';
import type { EncodeQueue } from './photos/encode-queue.ts';
import type { InboundJob } from './texts/file-inbound.ts';
import type { SettingsStore } from './settings/settings.repository.ts';

/** What every router and service may use; built once in createApp. */
export interface AppDeps {
  db: Knex;
  config: AppConfig;
  clock: Clock;
  /** The shop's date and time of day, read from `clock`. */
  shopClock: ShopClock;
  logger: Logger;
  mailer: Mailer;
  tokens: TokenService;
  settings: SettingsStore;
  catalog: CatalogStore;
  flags: FlagStore;
  occupancy: OccupancyCache;
  notifier: Notifier;
  /** Offers freed times to the waitlist and ends offers that ran out; kicked after every write. */
  waitlist: Job;
  /** Files the texts the SMS webhook kept (thread, staff push, keyword answer); asked for after each. */
  inboundTexts: InboundJob;
  /** The change feed every cache reads. */
  writes: ChangeFeed;
  /** Writes that share one transaction (bookings), on SQLite; null on PostgreSQL. */
  batches: WriteBatches | null;
  accounts: ReadCache<UserRow | undefined>;
  /** The staff accounts' emails, for alerts: kept until a user row is written. */
  staff: ReadCache<string[]>;
  /** The push endpoints of staff devices, for alerts: kept until a subscription is written. */
  pushDevices: ReadCache<string[]>;
  /** The photo re-encode line: a fixed number of encoders and a bounded wait. */
  photoQueue: EncodeQueue;
}

/** The origin links in mails point to: PUBLIC_URL, never the request's Host (which a caller controls). */
export const mailOrigin = (deps: Pick<AppDeps, 'config'>): string => deps.config.publicUrl;
