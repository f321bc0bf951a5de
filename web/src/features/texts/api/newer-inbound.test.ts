import { describe, expect, it } from 'vitest';
import type { TextMessage } from '@shop/shared/texts/texts.schema';
import { lastInboundId, newerInbound } from './newer-inbound.ts';

const text = (id: number, direction: 'in' | 'out'): TextMessage => ({
  id,
  direction,
  body: `#${id}`,
  at: '2026-11-27T15:00:00.000Z',
  status: direction === 'in' ? 'received' : 'sent',
  media: [],
});

describe('newer inbound texts', () => {
  it('when the thread has no inbound text, then the composer saw 0', () => {
    expect(lastInboundId([text(3, 'out')])).toBe(0);
  });

  it('when replies of the shop came after the last inbound, then they do not count as seen inbound', () => {
    expect(lastInboundId([text(1, 'in'), text(4, 'out'), text(2, 'in')])).toBe(2);
  });

  it('when the customer wrote after the composer saw the thread, then only her later texts are newer', () => {
    const thread = [text(1, 'in'), text(2, 'out'), text(5, 'in'), text(6, 'out'), text(7, 'in')];
    expect(newerInbound(thread, 1).map((m) => m.id)).toEqual([5, 7]);
    expect(newerInbound(thread, 7)).toEqual([]);
  });
});
