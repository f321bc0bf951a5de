import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMessages } from '@shop/shared/app/messages';
import { createDb, type Db } from '../db/knex.ts';
import { createLogger } from '../log.ts';
import { errorHandler } from './error-handler.ts';

let db: Db;
let base: string;
let close: () => void;
beforeAll(async () => {
  db = createDb(path.join(mkdtempSync(path.join(tmpdir(), 'errors-')), 'shop.sqlite'));
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
  app.use(errorHandler(createLogger('silent')));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(async () => {
  close();
  await db.destroy();
});

describe('the error handler', () => {
  it('when a write breaks a unique constraint, then it answers 409 conflict and nothing is written twice', async () => {
    expect((await fetch(`${base}/things`, { method: 'POST' })).status).toBe(201);
    const second = await fetch(`${base}/things`, { method: 'POST' });
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ success: false, error: appMessages.writeConflict, code: 'conflict' });
    expect(await db('things').count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('when anything else fails, then it answers 500 without details', async () => {
    const res = await fetch(`${base}/broken`, { method: 'POST' });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ success: false, error: appMessages.internalError, code: 'internal' });
  });
});
