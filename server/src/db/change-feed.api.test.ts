import { DEFAULT_SETTINGS } from '@shop/shared/settings/settings.schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { testPostgresUrl } from '../test/test-db.ts';
import { createDb, type Db } from './knex.ts';

/**
 * The app's caches keep what they read until the change feed tells of a write to their tables.
 * A second connection to the same database stands for another server (or a CLI).
 */
let t: TestApp;
let other: Db;
beforeEach(async () => {
  t = await startTestApp();
  other = createDb(t.config.database);
});
afterEach(async () => {
  await other.destroy();
  await t.stop();
});

const flag = async (name: string) =>
  ((await t.call('GET', '/api/feature-flags')).body.feature_flags as { name: string; enabled: boolean }[]).find(
    (f) => f.name === name,
  )?.enabled;
const serviceNames = async () => ((await t.call('GET', '/api/services')).body as { name: string }[]).map((s) => s.name);

/**
 * After a write through the other connection: on SQLite a cache still shows `before` until the
 * feed is told of the write, then `after` at once; on PostgreSQL the database tells every server
 * at commit (LISTEN/NOTIFY), so `after` shows within a second with nobody telling.
 */
async function seenOnceTold<T>(read: () => Promise<T>, before: T, after: T, tables: string[] | 'every table') {
  if (testPostgresUrl()) {
    await vi.waitFor(async () => expect(await read()).toEqual(after), { timeout: 1000, interval: 20 });
    return;
  }
  expect(await read()).toEqual(before);
  t.deps.writes.noteWrites(tables);
  expect(await read()).toEqual(after);
}

describe('every cache reads the change feed', () => {
  it('flags: a write elsewhere shows once the feed tells of it', async () => {
    const [row] = (await other('feature_flags').select('name', 'enabled')) as { name: string; enabled: unknown }[];
    const before = await flag(row!.name);
    await other('feature_flags').where({ name: row!.name }).update({ enabled: !before });
    await seenOnceTold(() => flag(row!.name), before, !before, ['feature_flags']);
  });

  it('flags: a write through this app shows at once, with no hook of its route', async () => {
    const admin = await t.login();
    const [row] = (await other('feature_flags').select('name')) as { name: string }[];
    const before = await flag(row!.name);
    await t.call('PUT', `/api/feature-flags/${row!.name}`, { token: admin, body: { enabled: !before } });
    expect(await flag(row!.name)).toBe(!before);
  });

  it('catalog and settings: the same', async () => {
    const admin = await t.login();
    const names = await serviceNames();
    await other('services').where({ name: names[0] }).update({ name: 'Renamed elsewhere' });
    await seenOnceTold(async () => (await serviceNames())[0], names[0], 'Renamed elsewhere', ['services']);

    const timeout = async () =>
      (await t.call('GET', '/api/admin/settings', { token: admin })).body.settings.security.sessionTimeoutMinutes;
    const before = await timeout();
    const changed = { ...DEFAULT_SETTINGS, security: { sessionTimeoutMinutes: before === 60 ? 120 : 60 } };
    await other('settings')
      .insert({ key: 'admin', value_json: JSON.stringify(changed), updated_at: new Date().toISOString() })
      .onConflict('key')
      .merge();
    await seenOnceTold(timeout, before, before === 60 ? 120 : 60, 'every table');
  });
});
