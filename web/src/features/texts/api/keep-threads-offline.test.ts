import { describe, expect, it } from 'vitest';
import type { TextThread } from '@shop/shared/texts/texts.schema';
import { threadsToFetch } from './keep-threads-offline.ts';

const thread = (id: number, minute: number): TextThread => ({
  id,
  customer_id: null,
  phone: `+1555000${String(id).padStart(4, '0')}`,
  last_at: new Date(Date.UTC(2026, 10, 27, 15, minute)).toISOString(),
  unread: 0,
  assigned_to: null,
});

describe('threadsToFetch', () => {
  it('when a thread is cached after its last text, then it is not fetched again; an older copy or none is', () => {
    const cached = new Map([
      [1, Date.UTC(2026, 10, 27, 15, 30)],
      [2, Date.UTC(2026, 10, 27, 15, 0)],
    ]);
    const ids = threadsToFetch([thread(1, 10), thread(2, 20), thread(3, 5)], (id) => cached.get(id) ?? 0);
    expect(ids).toEqual([2, 3]);
  });

  it('when there are more than twenty threads, then only the twenty latest are kept for offline', () => {
    const many = Array.from({ length: 25 }, (_, i) => thread(i + 1, i));
    const ids = threadsToFetch(many, () => 0);
    expect(ids).toHaveLength(20);
    expect(ids[0]).toBe(25);
    expect(ids).not.toContain(5);
  });
});
