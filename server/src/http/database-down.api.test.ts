import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import { prepareWhenReachable } from '../bootstrap.ts';
import { fixedClock } from '../clock.ts';
import { readConfig } from '../config.ts';
import { createDb } from '../db/knex.ts';
import { createLogger } from '../log.ts';
import { listen } from './listen.ts';
import { TEST_VAPID_ENV } from '../test/vapid.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A PostgreSQL address nobody answers on: the database is down. */
const DOWN = 'postgres://postgres:s3cret-pass@127.0.0.1:9/shop';
const config = readConfig({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-down-')),
  DATABASE_URL: DOWN,
  JWT_SECRET: 'test-secret-that-is-long-enough-1234567890',
  ...TEST_VAPID_ENV,
  WEB_DIST: '',
  LOG_LEVEL: 'silent',
});
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

async function serve(isReady: () => boolean) {
  const db = createDb(config.database, { max: 2, statementTimeoutMs: 1000 });
  const { app } = createApp({
    db,
    config,
    clock: fixedClock('2026-03-09T15:00:00Z'),
    logger: createLogger('silent'),
    mailer: { send: async () => undefined },
    isReady,
  });
  const server = listen(app, 0, '127.0.0.1', 5000);
  await new Promise((resolve) => server.once('listening', resolve));
  stops.push(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await db.destroy();
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return (p: string, init?: RequestInit) =>
    fetch(url + p, init).then(async (r) => ({ status: r.status, body: await r.json() }));
}

describe('when the database is down', () => {
  it('the health probe answers 503 {ok: false, db: false}, and a request 503 unavailable', async () => {
    const call = await serve(() => true);
    expect(await call('/api/health')).toEqual({ status: 503, body: { ok: false, db: false } });
    const write = await call('/api/appointment-requests', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(write.status).toBe(503);
    expect(write.body).toMatchObject({ success: false, code: 'unavailable' });
  });

  it('while the database is being prepared, every route answers 503, the probe {ok: false, db: false}', async () => {
    const call = await serve(() => false);
    expect((await call('/api/services')).body).toMatchObject({ code: 'unavailable' });
    expect(await call('/api/health')).toEqual({ status: 503, body: { ok: false, db: false } });
  });

  it('the start waits for the database, saying so in the log', async () => {
    const logger = createLogger('silent');
    const warn = vi.spyOn(logger, 'warn');
    const db = createDb(config.database, { max: 1, statementTimeoutMs: 1000 });
    const start = prepareWhenReachable(db, config, fixedClock('2026-03-09T15:00:00Z'), logger).catch((e: unknown) => e);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled(), { timeout: 10_000 });
    expect(warn.mock.calls[0]![1]).toMatch(/database not reachable; trying again in 1 s/);
    expect(JSON.stringify(warn.mock.calls[0]![0])).not.toContain('s3cret-pass');
    await db.destroy();
    expect(await start).toBeInstanceOf(Error);
  });
});
