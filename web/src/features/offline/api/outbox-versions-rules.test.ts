import { describe, expect, it } from 'vitest';
import type { OutboxRow } from './outbox-db.ts';
import { row } from './outbox.fixtures.ts';
import { hasUnsentChange, versionProducedBy, versionToSend, withVersion } from './outbox-versions.ts';

const change = (over: Partial<OutboxRow> = {}) =>
  row({ kind: 'appointments', versioned: { record: 'appointment:7', version: 3 }, ...over });
const sentWith = (version: unknown) => change({ status: 'sent', response: { appointment: { version } } });

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
  it('reads the appointment version of the answer, and nothing else', () => {
    expect(versionProducedBy(sentWith(5))).toBe(5);
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
