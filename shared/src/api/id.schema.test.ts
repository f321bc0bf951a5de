import { describe, expect, it } from 'vitest';
import { routeIdSchema } from './id.schema.ts';

describe('routeIdSchema', () => {
  it('reads a path id as a number', () => {
    expect(routeIdSchema.parse('42')).toBe(42);
  });

  it.each(['0', '-3', '1.5', 'abc', ''])('refuses %j', (text) => {
    expect(routeIdSchema.safeParse(text).success).toBe(false);
  });
});
