import { describe, expect, it } from 'vitest';
import { outboxKind, registerOutboxKind } from './outbox-kinds.ts';

describe('outbox kinds', () => {
  it('when a feature registered a kind, then the outbox reads its label, views and editability', () => {
    registerOutboxKind('settings', { label: 'Change', refresh: [['admin']], editable: true });
    expect(outboxKind('settings')).toMatchObject({ label: 'Change', refresh: [['admin']], editable: true });
  });

  it('when nobody registered a kind, then its rows are plain: nothing refreshed, not editable', () => {
    expect(outboxKind('flags')).toEqual({ label: 'Submission', refresh: [], editable: false });
  });
});
