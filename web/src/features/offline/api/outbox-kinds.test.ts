import { describe, expect, it } from 'vitest';
import { outboxKind, outboxKindsReady, registerOutboxKind, setOutboxKindsLoader } from './outbox-kinds.ts';

describe('outbox kinds', () => {
  it('when a feature registered a kind, then the outbox reads its label, views and editability', () => {
    registerOutboxKind('settings', { label: 'Change', refresh: [['admin']], editable: true });
    expect(outboxKind('settings')).toMatchObject({ label: 'Change', refresh: [['admin']], editable: true });
  });

  it('when nobody registered a kind, then its rows are plain: nothing refreshed, not editable', () => {
    expect(outboxKind('flags')).toEqual({ label: 'Submission', refresh: [], editable: false });
  });

  it('when the kinds load lazily, then they are registered once ready, and loaded once however often asked', async () => {
    let loads = 0;
    setOutboxKindsLoader(async () => {
      loads++;
      await Promise.resolve();
      registerOutboxKind('waitlist', { label: 'Waitlist answer', refresh: [['waitlist']], editable: false });
    });
    expect(outboxKind('waitlist').label).toBe('Submission');
    await Promise.all([outboxKindsReady(), outboxKindsReady()]);
    expect(outboxKind('waitlist').label).toBe('Waitlist answer');
    expect(loads).toBe(1);
  });
});
