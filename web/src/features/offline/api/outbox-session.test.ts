import { beforeEach, describe, expect, it } from 'vitest';
import { OutboxDb } from './outbox-db.ts';
import { afterSignIn, discardRowsOf, discardUnsentOf, forgetSentRows, unsentCountOf } from './outbox-session.ts';
import { ANA, row } from './outbox.fixtures.ts';

const BO = { id: 2, firstName: 'Bo' };
let db: OutboxDb;
beforeEach(async () => {
  db = new OutboxDb();
  await db.rows.clear();
});

const ids = async () => (await db.rows.toArray()).map((r) => r.id).sort();

describe('the outbox at the start and end of a session', () => {
  beforeEach(async () => {
    await db.rows.bulkAdd([
      row({ id: 'ana-queued', author: ANA, status: 'queued' }),
      row({ id: 'ana-failed', author: ANA, status: 'failed' }),
      row({ id: 'ana-sent', author: ANA, status: 'sent' }),
      row({ id: 'ana-out', author: ANA, kind: 'sign-out', status: 'queued' }),
      row({ id: 'bo-paused', author: BO, status: 'paused' }),
      row({ id: 'guest', author: null, status: 'queued' }),
    ]);
  });

  it('when she signs out, then her unsent changes are counted, not her sign-out or anyone else’s', async () => {
    expect(await unsentCountOf(ANA.id, db)).toBe(2);
  });

  it('when she discards them on signing out, then only her unsent changes go', async () => {
    expect(await discardUnsentOf(ANA.id, db)).toBe(2);
    expect(await ids()).toEqual(['ana-out', 'ana-sent', 'bo-paused', 'guest']);
  });

  it('when someone else discards her changes, then her waiting ones go, not her sent rows or her sign-out', async () => {
    expect(await discardRowsOf(ANA.id, db)).toBe(2);
    expect(await discardRowsOf(null, db)).toBe(1);
    expect(await ids()).toEqual(['ana-out', 'ana-sent', 'bo-paused']);
  });

  it('when anyone signs in, then a queued sign-out is dropped and only their own paused rows go again', async () => {
    await afterSignIn(BO.id, db);
    expect(await db.rows.get('ana-out')).toBeUndefined();
    expect((await db.rows.get('bo-paused'))!.status).toBe('queued');
  });

  it('when her session ends, then her sent rows leave the device and her unsent ones stay for her', async () => {
    await forgetSentRows(ANA.id, db);
    expect(await ids()).toEqual(['ana-failed', 'ana-out', 'ana-queued', 'bo-paused', 'guest']);
  });
});
