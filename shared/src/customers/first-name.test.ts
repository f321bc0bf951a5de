import { describe, expect, it } from 'vitest';
import { firstName } from './first-name.ts';

describe('firstName', () => {
  it.each([
    ['Ana Lopez', 'Ana'],
    ['Mary Ann  Smith', 'Mary'],
    ['  Bo Chen', 'Bo'],
    ['Cher', 'Cher'],
    ['   ', '   '],
  ])('%j is greeted as %j', (full, first) => {
    expect(firstName(full)).toBe(first);
  });
});
