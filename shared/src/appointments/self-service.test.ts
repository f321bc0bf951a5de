import { describe, expect, it } from 'vitest';
import { cancelBodySchema, rescheduleBodySchema, selfServiceOptions, selfServiceRefusal } from './self-service.ts';

const start = new Date('2026-03-10T17:00:00Z');
const before = (ms: number) => new Date(start.getTime() - ms);

describe('selfServiceRefusal', () => {
  it('allows any open status until the start, not at it', () => {
    for (const status of ['scheduled', 'confirmed', 'pending'] as const) {
      expect(selfServiceRefusal(status, start, before(1))).toBeNull();
      expect(selfServiceRefusal(status, start, start)).toBe('started');
      expect(selfServiceRefusal(status, start, before(-1))).toBe('started');
    }
  });

  it('names why a cancelled, completed or blocked appointment can no longer change, whatever the time', () => {
    expect(selfServiceRefusal('cancelled', start, before(86_400_000))).toBe('cancelled');
    expect(selfServiceRefusal('completed', start, before(86_400_000))).toBe('completed');
    expect(selfServiceRefusal('admin_blocked', start, before(86_400_000))).toBe('blocked');
    expect(selfServiceRefusal('completed', start, before(-1))).toBe('completed');
  });
});

describe('selfServiceOptions', () => {
  it('offers both actions with the fee a cancel would cost now', () => {
    const far = selfServiceOptions({ status: 'scheduled', start, totalCents: 3999 }, before(25 * 3_600_000));
    expect(far).toEqual({
      start,
      refusal: null,
      allowed: true,
      free: true,
      feeCents: 0,
      lateFeeCents: 800,
      heldUntil: null,
      feeReference: null,
      referenceAfterMove: null,
    });
    const near = selfServiceOptions({ status: 'confirmed', start, totalCents: 3999 }, before(3_600_000));
    expect(near).toMatchObject({ allowed: true, free: false, feeCents: 800 });
  });

  it('offers nothing once refused, and says why', () => {
    const done = selfServiceOptions({ status: 'cancelled', start, totalCents: 3999 }, before(3_600_000));
    expect(done).toMatchObject({ refusal: 'cancelled', allowed: false });
  });
});

describe('bodies', () => {
  it('a cancel takes an optional reason of at most 500 characters, trimmed, and nothing else', () => {
    expect(cancelBodySchema.parse({})).toEqual({});
    expect(cancelBodySchema.parse({ reason: '  Car sold  ' })).toEqual({ reason: 'Car sold' });
    expect(cancelBodySchema.parse({ reason: 'x'.repeat(500) }).reason).toHaveLength(500);
    const long = cancelBodySchema.safeParse({ reason: 'x'.repeat(501) });
    expect(long.success ? null : long.error.issues[0].message).toBe('Reason must be at most 500 characters');
    expect(cancelBodySchema.safeParse({ reason: 42 }).success).toBe(false);
    expect(cancelBodySchema.safeParse({ fee: 0 }).success).toBe(false);
  });

  it('a move takes a real yyyy-MM-dd date and an HH:mm time, and nothing else', () => {
    expect(rescheduleBodySchema.parse({ date: '2026-03-11', start_time: '09:00' })).toEqual({
      date: '2026-03-11',
      start_time: '09:00',
    });
    const messages = (body: unknown) => {
      const r = rescheduleBodySchema.safeParse(body);
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    expect(messages({ date: '2026-02-30', start_time: '09:00' })).toEqual(['Use a date like 2026-03-09']);
    expect(messages({ date: '2026-03-11', start_time: '9am' })).toEqual(['Use a time like 09:00']);
    expect(messages({ date: '2026-03-11', start_time: '09:00', status: 'cancelled' })).toHaveLength(1);
  });
});
