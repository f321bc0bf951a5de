import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMessages } from '@shop/shared/app/messages';
import type { Db } from '../db/knex.ts';
import { openTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { createLogger } from '../log.ts';
import { errorHandler } from './error-handler.ts';

let db: Db;
let testDb: TestDatabase;
let base: string;
let close: () => void;
beforeAll(async () => {
  testDb = await openTestDatabase('errors');
  db = testDb.db;
  await db.schema.createTable('things', (t) => t.string('name').unique());
  const app = express();
  // A write that loses to an earlier one with the same unique value, as two servers' writes can.
  app.post('/things', async (_req, res) => {
    await db('things').insert({ name: 'same' });
    res.status(201).end();
  });
  app.post('/broken', async () => {
    await db('no_such_table').insert({ name: 'x' });
  });
  // A write still refused after its retry: SQLite busy, a PostgreSQL deadlock.
  app.post('/busy/:code', (req) => {
    throw Object.assign(new Error('database is locked'), { code: req.params.code });
  });
  app.use(errorHandler(createLogger('silent')));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(async () => {
  close();
  await testDb.close();
});

describe('the error handler', () => {
  it('when a write breaks a unique constraint, then it answers 409 conflict and nothing is written twice', async () => {
    expect((await fetch(`${base}/things`, { method: 'POST' })).status).toBe(201);
    const second = await fetch(`${base}/things`, { method: 'POST' });
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ success: false, error: appMessages.writeConflict, code: 'conflict' });
    expect(await db('things').count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('when the database is still busy or deadlocked after the retry, then it answers 503 busy with Retry-After', async () => {
    // PostgreSQL's deadlock and serialization failure; isBusy (dialect.ts) maps SQLite's busy alike.
    for (const code of ['40P01', '40001']) {
      const res = await fetch(`${base}/busy/${code}`, { method: 'POST' });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('1');
      expect(await res.json()).toEqual({ success: false, error: appMessages.databaseBusy, code: 'busy' });
    }
  });

  it('when anything else fails, then it answers 500 without details', async () => {
    const res = await fetch(`${base}/broken`, { method: 'POST' });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ success: false, error: appMessages.internalError, code: 'internal' });
  });
});
