import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { isPostgresUrl } from './db/dialect.ts';
import { vpicSourceFrom } from './vehicles/vpic-file.ts';
import { smsConfigFrom, type SmsConfig } from './notifications/sms.ts';
import { pushConfigFrom, type PushConfig } from './push/push-config.ts';
import { shopConfigFromJson, type ShopConfig } from '@shop/shared/shop/shop-config.schema';
import { DEFAULT_PHONE_COUNTRY, phoneCountrySchema, type PhoneCountry } from '@shop/shared/texts/phone-e164';

export interface AppConfig {
  port: number;
  dataDir: string;
  /** The SQLite file, or the postgres:// URL when DATABASE_URL names one. */
  database: string;
  /** PostgreSQL only: connections per server (DB_POOL_MAX) and the longest statement (DB_STATEMENT_TIMEOUT_MS). */
  dbPool: { max: number; statementTimeoutMs: number; namedStatements: boolean };
  jwtSecret: string;
  adminEmail?: string;
  adminPassword?: string;
  smtpUrl?: string;
  /** How long an SMTP server gets to connect, greet and answer each step (SMTP_TIMEOUT_MS). */
  smtpTimeoutMs: number;
  shop: ShopConfig;
  /** The country a phone written without `+` is read in (SHOP_COUNTRY, ISO 3166 alpha-2). */
  shopCountry: PhoneCountry;
  writeRateLimitPerMinute: number;
  /** Count the daily request limit by client address as well as by email. */
  requestLimitByAddress: boolean;
  /** scrypt cost parameter N (a power of two). */
  scryptCost: number;
  /** Folder of the built PWA, or null to serve the API only. */
  webDist: string | null;
  /** The web's server bundle that renders a mailed link's page with its data, or null to serve its shell. */
  webRenderer: string | null;
  logLevel: string;
  /** Login attempts per client address per 15 minutes. */
  loginAttemptsPerWindow: number;
  /** How long before the start the reminder is due (hours, fractions allowed). */
  reminderHoursBefore: number;
  /** How often the notification dispatcher looks for due rows. */
  notifyIntervalSeconds: number;
  /** How often the job looks for cars coming due and declined work to follow up. */
  maintenanceIntervalSeconds: number;
  /** How far ahead (days) a booking or a move may go. */
  bookingHorizonDays: number;
  /** New bookings per email and per client address per shop day (staff exempt). */
  bookingsPerEmailPerDay: number;
  /** Registrations and password-reset requests (each may mail a link) per client address per shop day. */
  accountMailsPerClientPerDay: number;
  /** Moves a customer may make of one appointment themselves (staff are not counted). */
  customerMovesPerAppointment: number;
  /** A request must arrive whole within this long (slow-body protection). */
  requestTimeoutMs: number;
  /** Express's trust proxy: a hop count, false, or addresses/subnets (e.g. loopback, 10.0.0.0/8). */
  trustProxy: number | boolean | string;
  /** The origin every link in a mail uses (never the request's Host header). */
  publicUrl: string;
  /** The largest photo upload, in MB (PHOTO_MAX_MB). */
  photoMaxMb: number;
  /**
   * Photos re-encoded at once (PHOTO_ENCODE_CONCURRENCY; default the number of cores): each takes a
   * libuv thread, and SQLite needs the others.
   */
  photoEncodeConcurrency: number;
  /** Uploads admitted beyond those being encoded, before 503 (PHOTO_QUEUE_LENGTH; default twice the concurrency). */
  photoQueueLength: number;
  /** How long a waitlist offer holds its time, in minutes (WAITLIST_OFFER_MINUTES; fractions allowed). */
  waitlistOfferMinutes: number;
  /** No-shows in 12 months after which a customer's online bookings come in pending (NO_SHOW_LIMIT). */
  noShowLimit: number;
  /** Twilio, when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are set. */
  sms: SmsConfig | null;
  /** What inbound texts' webhook signatures are checked with (TWILIO_AUTH_TOKEN); unset refuses every inbound text. */
  smsWebhookToken: string | null;
  /** Web Push: the VAPID keys and the push services the server may call. */
  push: PushConfig;
  /** NHTSA vPIC data for VIN decoding (VPIC_DB): a SQLite file, or a gzipped one unpacked into DATA_DIR on first use. */
  vpicDb: string;
}

/** A setting with a ceiling: a provider timeout must stay under the notifier's send deadline. */
const upTo = (n: number, most: number, name: string): number => {
  if (n > most) throw new Error(`${name} must be at most ${most}, got ${n}`);
  return n;
};

const positive = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got "${value}"`);
  return n;
};

const int = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
};

/**
 * The JWT secret from the environment, else one generated once and kept in DATA_DIR. On a shared
 * database several servers must sign alike, so a secret made by one of them would sign people out
 * of the others: JWT_SECRET is then required.
 */
function jwtSecretFor(dataDir: string, fromEnv: string | undefined, shared: boolean): string {
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    return fromEnv;
  }
  if (shared) throw new Error('JWT_SECRET is required with a PostgreSQL DATABASE_URL (every server must share it)');
  return keptInDataDir(dataDir, 'jwt-secret', () => randomBytes(48).toString('base64url'));
}

/** A secret generated once and kept in DATA_DIR (readable by the server's user only). */
export function keptInDataDir(dataDir: string, name: string, make: () => string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = make();
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** DATABASE_URL: unset for DATA_DIR/shop.sqlite, sqlite:/path (or file:/path), or postgres://user:pass@host:port/db. */
export function databaseLocationOf(url: string | undefined, dataDir: string): string {
  if (!url) return path.join(dataDir, 'shop.sqlite');
  if (isPostgresUrl(url)) return url;
  if (/^(sqlite|file):/.test(url)) return path.resolve(url.replace(/^(sqlite|file):(\/\/)?/, ''));
  throw new Error(
    `DATABASE_URL must be sqlite:/path/to/shop.sqlite or postgres://user:pass@host:port/db, got "${url.split(':')[0]}:..."`,
  );
}

/** TRUST_PROXY: a hop count (1), true/false, or a comma-separated list of addresses or names. */
function trustProxyFrom(raw: string | undefined): number | boolean | string {
  if (raw === undefined || raw.trim() === '') return 'loopback';
  if (/^\d+$/.test(raw.trim())) return Number(raw.trim());
  if (raw === 'true' || raw === 'false') return raw === 'true';
  return raw;
}

/** PUBLIC_URL as an origin; required in production, http://localhost:$PORT in development. */
function publicUrlFrom(env: NodeJS.ProcessEnv, port: number): string {
  const raw = env.PUBLIC_URL;
  if (!raw) {
    if (env.NODE_ENV === 'production')
      throw new Error('PUBLIC_URL is required in production (e.g. https://shop.example)');
    return `http://localhost:${port}`;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`PUBLIC_URL must be http(s), got "${raw}"`);
  return url.origin;
}

/** PHOTO_ENCODE_CONCURRENCY (at least 1) and PHOTO_QUEUE_LENGTH (0 allowed: no waiting line). */
function photoQueueFrom(env: NodeJS.ProcessEnv): Pick<AppConfig, 'photoEncodeConcurrency' | 'photoQueueLength'> {
  const concurrency = positive(env.PHOTO_ENCODE_CONCURRENCY, availableParallelism(), 'PHOTO_ENCODE_CONCURRENCY');
  if (!Number.isInteger(concurrency))
    throw new Error(`PHOTO_ENCODE_CONCURRENCY must be a whole number, got "${env.PHOTO_ENCODE_CONCURRENCY}"`);
  return {
    photoEncodeConcurrency: concurrency,
    photoQueueLength: int(env.PHOTO_QUEUE_LENGTH, 2 * concurrency, 'PHOTO_QUEUE_LENGTH'),
  };
}

/** SHOP_COUNTRY: unset for US; anything libphonenumber-js does not know stops the start. */
export function shopCountryFrom(raw: string | undefined): PhoneCountry {
  if (raw === undefined || raw === '') return DEFAULT_PHONE_COUNTRY;
  const parsed = phoneCountrySchema.safeParse(raw);
  if (!parsed.success) throw new Error(`SHOP_COUNTRY ${parsed.error.issues[0]!.message}, got "${raw}"`);
  return parsed.data;
}

/** Reads the configuration from environment variables (README lists them all). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // Relative to where the command was run; by default the repository's ./data (npm runs the
  // server's script from server/, so a bare 'data' would land there).
  const dataDir = env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.resolve(import.meta.dirname, '../../data');
  mkdirSync(dataDir, { recursive: true });
  const database = databaseLocationOf(env.DATABASE_URL, dataDir);
  const defaultDist = path.resolve(import.meta.dirname, '../../web/dist');
  const defaultRenderer = path.resolve(import.meta.dirname, '../../web/dist-ssr/entry-server.js');
  const shop = shopConfigFromJson(env.SHOP_CONFIG ? readFileSync(env.SHOP_CONFIG, 'utf8') : undefined);
  return {
    port: int(env.PORT, 3000, 'PORT'),
    dataDir,
    database,
    dbPool: {
      max: positive(env.DB_POOL_MAX, 10, 'DB_POOL_MAX'),
      statementTimeoutMs: positive(env.DB_STATEMENT_TIMEOUT_MS, 10_000, 'DB_STATEMENT_TIMEOUT_MS'),
      namedStatements: env.PG_NAMED_STATEMENTS !== 'false',
    },
    jwtSecret: jwtSecretFor(dataDir, env.JWT_SECRET, isPostgresUrl(database)),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    smtpTimeoutMs: upTo(positive(env.SMTP_TIMEOUT_MS, 20_000, 'SMTP_TIMEOUT_MS'), 45_000, 'SMTP_TIMEOUT_MS'),
    shop,
    shopCountry: shopCountryFrom(env.SHOP_COUNTRY),
    writeRateLimitPerMinute: int(env.WRITE_RATE_LIMIT_PER_MINUTE, 60, 'WRITE_RATE_LIMIT_PER_MINUTE'),
    requestLimitByAddress: env.REQUEST_LIMIT_BY_ADDRESS !== 'false',
    scryptCost: int(env.SCRYPT_COST, 2 ** 17, 'SCRYPT_COST'),
    webDist: env.WEB_DIST === '' ? null : path.resolve(env.WEB_DIST ?? defaultDist),
    webRenderer: env.WEB_RENDERER === '' ? null : path.resolve(env.WEB_RENDERER ?? defaultRenderer),
    logLevel: env.LOG_LEVEL ?? 'info',
    loginAttemptsPerWindow: int(env.LOGIN_ATTEMPTS_PER_15_MIN, 20, 'LOGIN_ATTEMPTS_PER_15_MIN'),
    reminderHoursBefore: positive(env.REMINDER_HOURS_BEFORE, 24, 'REMINDER_HOURS_BEFORE'),
    notifyIntervalSeconds: positive(env.NOTIFY_INTERVAL_SECONDS, 30, 'NOTIFY_INTERVAL_SECONDS'),
    maintenanceIntervalSeconds: positive(env.MAINTENANCE_INTERVAL_SECONDS, 3600, 'MAINTENANCE_INTERVAL_SECONDS'),
    sms: smsConfigFrom(env),
    smsWebhookToken: env.TWILIO_AUTH_TOKEN || null,
    push: pushConfigFrom(env, dataDir, isPostgresUrl(database), shop.email),
    publicUrl: publicUrlFrom(env, int(env.PORT, 3000, 'PORT')),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    requestTimeoutMs: 30_000,
    bookingHorizonDays: positive(env.BOOKING_HORIZON_DAYS, 90, 'BOOKING_HORIZON_DAYS'),
    bookingsPerEmailPerDay: positive(env.BOOKINGS_PER_EMAIL_PER_DAY, 3, 'BOOKINGS_PER_EMAIL_PER_DAY'),
    accountMailsPerClientPerDay: positive(env.ACCOUNT_MAILS_PER_CLIENT_PER_DAY, 5, 'ACCOUNT_MAILS_PER_CLIENT_PER_DAY'),
    photoMaxMb: positive(env.PHOTO_MAX_MB, 10, 'PHOTO_MAX_MB'),
    ...photoQueueFrom(env),
    waitlistOfferMinutes: positive(env.WAITLIST_OFFER_MINUTES, 30, 'WAITLIST_OFFER_MINUTES'),
    noShowLimit: int(env.NO_SHOW_LIMIT, 2, 'NO_SHOW_LIMIT'),
    vpicDb: vpicSourceFrom(env),
    customerMovesPerAppointment: positive(env.CUSTOMER_MOVES_PER_APPOINTMENT, 3, 'CUSTOMER_MOVES_PER_APPOINTMENT'),
  };
}
