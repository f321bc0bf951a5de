import { describe, expect, it } from 'vitest';
import type { OutboxRow } from './outbox-db.ts';
import { row } from './outbox.fixtures.ts';
import { sentRowsToForget } from './outbox-retention.ts';

const change = (over: Partial<OutboxRow>) =>
  row({ kind: 'admin', versioned: { record: 'appointment:7', version: 3 }, ...over });
const ids = (rows: OutboxRow[]) => rows.map((r) => r.id);

describe('sentRowsToForget', () => {
  it('when a sent answer has been shown, then the row goes; unshown or unsent rows stay', () => {
    const rows = [
      row({ id: 'shown', status: 'sent', notified: true }),
      row({ id: 'unshown', status: 'sent', notified: false }),
      row({ id: 'queued', status: 'queued', notified: true }),
      row({ id: 'failed', status: 'failed', notified: true }),
    ];
    expect(ids(sentRowsToForget(rows))).toEqual(['shown']);
  });

  it('when it is a booking, then its confirmation page removes it, not this rule', () => {
    expect(sentRowsToForget([row({ kind: 'booking', status: 'sent', notified: true })])).toEqual([]);
  });

  it('when a later change to the same record is unsent, then the sent one stays for the version it produced', () => {
    const first = change({ id: 'first', status: 'sent', notified: true, createdAt: 1 });
    expect(ids(sentRowsToForget([first, change({ id: 'next', createdAt: 2, status: 'conflict' })]))).toEqual([]);
    expect(ids(sentRowsToForget([first, change({ id: 'next', createdAt: 2, status: 'sent' })]))).toEqual(['first']);
    const other = change({ id: 'other', createdAt: 2, versioned: { record: 'appointment:8', version: 1 } });
    expect(ids(sentRowsToForget([first, other]))).toEqual(['first']);
  });

  it('when its author’s session ends, then their sent rows go, shown or not, bookings too; others’ unshown stay', () => {
    const ana = { id: 1, firstName: 'Ana' };
    const rows = [
      row({ id: 'ana', status: 'sent', author: ana }),
      row({ id: 'ana-booking', kind: 'booking', status: 'sent', author: ana }),
      row({ id: 'ana-queued', status: 'queued', author: ana }),
      row({ id: 'bo', status: 'sent', author: { id: 2, firstName: 'Bo' } }),
    ];
    expect(ids(sentRowsToForget(rows, 1))).toEqual(['ana', 'ana-booking']);
  });
});
