import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterEach, beforeEach, vi } from 'vitest';
import type { AppDeps } from '../app-deps.ts';
import { fixedClock } from '../clock.ts';
import { readConfig, type AppConfig } from '../config.ts';
import { createLogger } from '../log.ts';
import type { Mail, Mailer } from '../mail/mailer.ts';
import { listen } from '../http/listen.ts';
import { copySqliteTemplate, freshDatabase, testPostgresUrl } from './test-db.ts';
import { isPostgresUrl } from '../db/dialect.ts';
import { TEST_VAPID_ENV } from './vapid.ts';
// Imported statically for the first start, so tools that follow imports (Vitest's related tests,
// and so mutation testing) see that the API tests exercise the whole app.
import * as firstApp from '../app.ts';
import * as firstBootstrap from '../bootstrap.ts';

export interface ApiAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  body?: unknown;
  raw?: string;
  token?: string;
  headers?: Record<string, string>;
}

export const ADMIN = { email: 'admin@shop.test', password: 'admin-password-1' };
/** Monday 2026-03-09 08:00 in Los Angeles (PDT, the day after DST began). */
export const MONDAY_8AM = '2026-03-09T15:00:00Z';

/** DATABASE_URL for a database location: a postgres:// URL as it is, a SQLite file as sqlite:, none as unset. */
const databaseUrlOf = (location: string | undefined) =>
  !location ? '' : isPostgresUrl(location) ? location : `sqlite:${location}`;

/**
 * The real app on a temporary SQLite file, listening on a free loopback port, with a clock the
 * test controls and mail captured in memory. `restart()` reopens the same database file in a
 * freshly loaded app (a new module graph), so nothing kept in memory survives it.
 */
export async function startTestApp(
  opts: {
    now?: string;
    env?: Record<string, string>;
    config?: Partial<AppConfig>;
    mailer?: Mailer;
    /** A second server on the first one's database (which the first one removes when it stops). */
    shareDatabaseOf?: { config: AppConfig };
  } = {},
) {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-api-'));
  // On PostgreSQL (the server-pg project) a database of its own; otherwise DATA_DIR/shop.sqlite.
  const pgDatabase = testPostgresUrl() && !opts.shareDatabaseOf ? await freshDatabase('api') : null;
  const config: AppConfig = {
    ...readConfig({
      DATA_DIR: dir,
      DATABASE_URL: databaseUrlOf(opts.shareDatabaseOf?.config.database ?? pgDatabase?.location),
      WEB_DIST: '',
      WEB_RENDERER: '',
      SCRYPT_COST: '1024',
      JWT_SECRET: 'test-secret-that-is-long-enough-1234567890',
      // A shared database needs its keys from the environment; otherwise they are made into DATA_DIR.
      ...(pgDatabase || opts.shareDatabaseOf ? TEST_VAPID_ENV : {}),
      WRITE_RATE_LIMIT_PER_MINUTE: '100000',
      // Tests book and register many times from one address; the limits have tests of their own.
      BOOKINGS_PER_EMAIL_PER_DAY: '1000',
      ACCOUNT_MAILS_PER_CLIENT_PER_DAY: '1000',
      LOG_LEVEL: 'silent',
      ...opts.env,
    }),
    ...opts.config,
  };
  copySqliteTemplate(config.database, path.join(dir, 'shop.sqlite'));
  const clock = fixedClock(opts.now ?? MONDAY_8AM);
  const mails: Mail[] = [];
  /** While true the mailer fails, as an SMTP server that is down would. */
  const mailState = { down: false };
  let db: Knex;
  let deps: AppDeps;
  let url = '';
  let close: () => Promise<void>;

  async function boot(fresh = false) {
    // A restart loads the app anew, as a new process would: no in-memory state carries over.
    if (fresh) vi.resetModules();
    const { createApp } = fresh ? await import('../app.ts') : firstApp;
    const { ensureAdmin, openDatabase } = fresh ? await import('../bootstrap.ts') : firstBootstrap;
    db = await openDatabase(config, clock.now());
    await ensureAdmin(db, ADMIN.email, ADMIN.password, config.scryptCost, clock.now());
    const created = createApp({
      db,
      config,
      clock,
      logger: createLogger('silent'),
      mailer: opts.mailer ?? {
        send: async (m) => {
          if (mailState.down) throw new Error('SMTP server down');
          mails.push(m);
        },
      },
    });
    deps = created.deps;
    // On PostgreSQL, other servers' writes are heard from here on (and caches start over once, when first heard).
    await deps.writes.ready();
    const server = listen(created.app, 0, '127.0.0.1', config.requestTimeoutMs);
    await new Promise<void>((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = async () => {
      await deps.waitlist.stop();
      await deps.inboundTexts.stop();
      await deps.notifier.stop();
      await deps.writes.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.destroy();
    };
  }
  await boot();

  async function call<T = any>(method: string, pathname: string, o: CallOptions = {}): Promise<ApiAnswer<T>> {
    const headers: Record<string, string> = { ...o.headers };
    if (o.body !== undefined || o.raw !== undefined) headers['content-type'] ??= 'application/json';
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    const res = await fetch(url + pathname, {
      method,
      headers,
      body: o.raw ?? (o.body === undefined ? undefined : JSON.stringify(o.body)),
    });
    const text = await res.text();
    let body: any = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body, headers: res.headers };
  }

  async function login(email = ADMIN.email, password = ADMIN.password): Promise<string> {
    const res = await call('POST', '/api/users/login', { body: { email, password } });
    if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
    return res.body.token as string;
  }

  /** Sets a feature flag as an admin would. */
  async function setFlag(name: string, enabled: boolean): Promise<void> {
    const res = await call('PUT', `/api/feature-flags/${name}`, { body: { enabled }, token: await login() });
    if (res.status !== 200) throw new Error(`flag ${name}: ${JSON.stringify(res.body)}`);
  }

  /** Registers (turning registration on for the moment) and answers the token of the mailed link. */
  async function register(email: string, password: string, name = { firstName: 'Cara', lastName: 'Customer' }) {
    await setFlag('registration', true);
    const res = await call('POST', '/api/users/register', {
      body: { ...name, email, phone: '5105550101', password, acceptTerms: true },
    });
    await setFlag('registration', false);
    await deps.notifier.idle();
    const mail = mails.filter((m) => m.to === email && m.subject.startsWith('Confirm your email')).at(-1);
    return { res, token: mail ? decodeURIComponent(mail.text.match(/token=(\S+)/)![1]) : null };
  }

  /** A registered customer whose email is confirmed, signed in. */
  async function customer(email = 'cust@example.com', password = 'customer-pass-1'): Promise<string> {
    const { token } = await register(email, password);
    const confirmed = await call('POST', '/api/users/confirm-email', { body: { token, password } });
    if (confirmed.status !== 200) throw new Error(`confirm failed: ${JSON.stringify(confirmed.body)}`);
    return login(email, password);
  }

  return {
    config,
    clock,
    mails,
    /** The mails to one address (staff alerts go to the admin as well). */
    mailsTo: (to: string) => mails.filter((m) => m.to === to),
    mailState,
    get notifier() {
      return deps.notifier;
    },
    /** One run of the waitlist job (expiry, past days, offers), then its mails sent. */
    async runWaitlist(): Promise<void> {
      await deps.waitlist.idle();
      deps.waitlist.kick();
      await deps.waitlist.idle();
      await deps.notifier.idle();
    },
    get db() {
      return db;
    },
    /** What the running app was built with (its caches, for tests of their bounds). */
    get deps() {
      return deps;
    },
    get url() {
      return url;
    },
    call,
    login,
    customer,
    register,
    setFlag,
    restart: async () => {
      await close();
      await boot(true);
    },
    stop: async () => {
      await close();
      await pgDatabase?.remove();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** For tests that start apps themselves (each with its own settings): every one is stopped after its test. */
export function appsStoppedAfterEach(): (opts?: Parameters<typeof startTestApp>[0]) => Promise<TestApp> {
  const running: TestApp[] = [];
  afterEach(async () => {
    for (const app of running.splice(0)) await app.stop();
  });
  return async (opts) => {
    const app = await startTestApp(opts);
    running.push(app);
    return app;
  };
}

/** A fresh app with the admin signed in for each test of the file, stopped after it. */
export function adminTestApp(): { t: TestApp; admin: string } {
  const s = {} as { t: TestApp; admin: string };
  beforeEach(async () => {
    s.t = await startTestApp();
    s.admin = await s.t.login();
  });
  afterEach(async () => {
    await s.t.stop();
  });
  return s;
}

export { adminBookingBody, wizardBody } from './booking-bodies.ts';
