import { describe, expect, it } from 'vitest';
import { cancellationTerms } from './cancellation.ts';
import { formatMoney } from '../money/format-money.ts';
import { priceServices, quoteCents } from './pricing.ts';

const catalog = [
  { id: 1, name: 'Oil Change', price: 39.99 },
  { id: 2, name: 'Brake Service', price: 89.99 },
  { id: 3, name: 'Tire Rotation', price: 24.99 },
  { id: 4, name: 'Engine Diagnostics', price: 79.99 },
];

describe('pricing', () => {
  it('when no combo applies, then the total is the sum of catalog prices', () => {
    const q = priceServices(catalog, [2, 4]);
    expect(q).toMatchObject({ subtotal: 169.98, discount: 0, total: 169.98 });
    expect(q.lines.every((l) => l.originalPrice === undefined)).toBe(true);
  });

  it('when oil change and tire rotation are chosen, then $30 is saved and both lines are discounted', () => {
    const q = priceServices(catalog, [1, 3]);
    expect(q.discount).toBe(30);
    expect(q.total).toBe(34.98);
    expect(q.lines).toEqual([
      { id: 1, name: 'Oil Change', price: 24.99, originalPrice: 39.99 },
      { id: 3, name: 'Tire Rotation', price: 9.99, originalPrice: 24.99 },
    ]);
  });

  it('when diagnostics joins the combo, then $40 is saved in all', () => {
    const q = priceServices(catalog, [4, 1, 3]);
    expect(q.discount).toBe(40);
    expect(q.total).toBe(104.97);
    expect(q.lines.find((l) => l.id === 4)).toEqual({
      id: 4,
      name: 'Engine Diagnostics',
      price: 69.99,
      originalPrice: 79.99,
    });
  });

  it('when diagnostics comes without the combo, then it has no discount', () => {
    expect(priceServices(catalog, [1, 4]).discount).toBe(0);
  });

  it('when ids repeat or are unknown, then each known service counts once', () => {
    expect(priceServices(catalog, [1, 1, 99]).total).toBe(39.99);
  });

  it('when priced in cents, then the same quote comes out in whole cents', () => {
    const q = quoteCents(
      [
        { id: 1, name: 'Oil Change', price_cents: 3999 },
        { id: 3, name: 'Tire Rotation', price_cents: 2499 },
      ],
      [1, 3],
    );
    expect(q).toMatchObject({ subtotal_cents: 6498, discount_cents: 3000, total_cents: 3498 });
  });

  it('formats money with two decimals', () => {
    expect(formatMoney(5)).toBe('$5.00');
  });
});

describe('cancellation', () => {
  const start = new Date('2026-03-10T17:00:00Z');
  it('when more than 24 hours remain, then cancelling is free', () => {
    expect(cancellationTerms(10497, start, new Date('2026-03-09T16:59:59Z'))).toEqual({
      free: true,
      feeCents: 0,
      lateFeeCents: 2099,
      heldUntil: null,
    });
  });
  it('when 24 hours or less remain, then the fee is 20% to 2 decimals', () => {
    expect(cancellationTerms(10497, start, new Date('2026-03-09T17:00:00Z'))).toEqual({
      free: false,
      feeCents: 2099,
      lateFeeCents: 2099,
      heldUntil: null,
    });
    expect(cancellationTerms(3999, start, new Date('2026-03-10T10:00:00Z')).feeCents).toBe(800);
  });
});
