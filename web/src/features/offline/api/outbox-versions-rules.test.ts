import { describe, expect, it } from 'vitest';
import type { OutboxRow } from './outbox-db.ts';
import { row } from './outbox.fixtures.ts';
import { conflictAnswerSchema, versionAnswerSchema } from '@shop/shared/api/conflict.schema';
import {
  asConflictAnswer,
  asVersionAnswer,
  hasUnsentChange,
  versionProducedBy,
  versionToSend,
  withVersion,
} from './outbox-versions.ts';

const change = (over: Partial<OutboxRow> = {}) =>
  row({ kind: 'appointments', versioned: { record: 'appointment:7', version: 3 }, ...over });
const sentWith = (version: unknown) => change({ status: 'sent', response: { success: true, version } });

describe('hasUnsentChange', () => {
  it('counts a change to the same record in every status but sent', () => {
    for (const status of ['queued', 'sending', 'failed', 'conflict', 'paused'] as const)
      expect(hasUnsentChange([change({ status })], 'appointment:7'), status).toBe(true);
    expect(hasUnsentChange([change({ status: 'sent' })], 'appointment:7')).toBe(false);
  });

  it('looks at the one record only, and finds it among others', () => {
    expect(hasUnsentChange([change()], 'appointment:8')).toBe(false);
    expect(hasUnsentChange([row(), change({ status: 'sent' }), change()], 'appointment:7')).toBe(true);
    expect(hasUnsentChange([row({ status: 'queued' })], 'appointment:7')).toBe(false);
  });
});

describe('versionProducedBy', () => {
  it('reads the top-level version of the answer, and nothing else', () => {
    expect(versionProducedBy(sentWith(5))).toBe(5);
    // A domain's own shape is not the protocol.
    expect(versionProducedBy(change({ status: 'sent', response: { appointment: { version: 5 } } }))).toBeUndefined();
    expect(versionProducedBy(sentWith('5'))).toBeUndefined();
    expect(versionProducedBy(change({ response: {} }))).toBeUndefined();
    expect(versionProducedBy(change({ response: undefined }))).toBeUndefined();
  });
});

describe('versionToSend', () => {
  it('sends the version on screen for the first change, and waits behind an unsent one', () => {
    expect(versionToSend(change(), [])).toBe(3);
    expect(
      versionToSend(change({ versioned: { record: 'appointment:7', version: 3, chained: true } }), [change()]),
    ).toBe('wait');
  });

  it('a chained change takes the version the last sent one produced, skipping answers without one', () => {
    const chained = change({ versioned: { record: 'appointment:7', version: 3, chained: true } });
    expect(versionToSend(chained, [sentWith(4), sentWith(5), change({ status: 'sent' })])).toBe(5);
    expect(versionToSend(chained, [change({ status: 'sent' })])).toBe(3);
    // Not chained: the version it was made on, whatever went before.
    expect(versionToSend(change(), [sentWith(9)])).toBe(3);
  });
});

describe('withVersion', () => {
  it('puts the version in the body of a change, and in the query of a delete', () => {
    expect(withVersion(change({ method: 'PUT', path: '/api/x', payload: { status: 'a' } }), 4)).toEqual({
      path: '/api/x',
      payload: { status: 'a', version: 4 },
    });
    expect(withVersion(change({ method: 'DELETE', path: '/api/x', payload: undefined }), 4)).toEqual({
      path: '/api/x?version=4',
      payload: undefined,
    });
    expect(withVersion(change({ method: 'DELETE', path: '/api/x?a=1', payload: undefined }), 4).path).toBe(
      '/api/x?a=1&version=4',
    );
  });
});

describe('the protocol guards', () => {
  const conflict = { success: false, error: 'Changed', code: 'conflict', version: 5, current: { status: 'a' } };
  it.each([
    [{ version: 4 }],
    [{ success: true, version: 4, appointment: {} }],
    [{ version: '4' }],
    [{ version: 4.5 }],
    [{}],
    [null],
  ])('reads %j as {version} exactly when the shared schema does', (body) => {
    const parsed = versionAnswerSchema.safeParse(body);
    expect(asVersionAnswer(body)).toEqual(parsed.success ? parsed.data : undefined);
  });

  it.each([
    [conflict],
    [{ ...conflict, current: 'changed' }],
    [{ ...conflict, version: undefined, appointment_version: 5 }],
    [{ ...conflict, code: 'slot_unavailable' }],
    [{ ...conflict, success: true }],
    [{ ...conflict, error: undefined }],
  ])('reads %j as a conflict exactly when the shared schema does', (body) => {
    const parsed = conflictAnswerSchema.safeParse(body);
    expect(asConflictAnswer(body)).toEqual(parsed.success ? parsed.data : undefined);
  });
});
