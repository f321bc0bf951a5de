import { describe, expect, it } from 'vitest';
import { phoneMatches, phoneQueryDigits } from './phone-search.ts';

describe('phone search', () => {
  it('when a term is digits with the usual separators and at least three digits, then it is a phone query', () => {
    expect(phoneQueryDigits('(510) 555-0100')).toBe('5105550100');
    expect(phoneQueryDigits('+1 415.555')).toBe('1415555');
    expect(phoneQueryDigits('555')).toBe('555');
  });

  it('when a term has letters, other signs or fewer than three digits, then it is not', () => {
    expect(phoneQueryDigits('jo3@x.com')).toBeNull();
    expect(phoneQueryDigits('7ABC123')).toBeNull();
    expect(phoneQueryDigits('55')).toBeNull();
    expect(phoneQueryDigits('510/555')).toBeNull();
  });

  it('compares digits alone for a phone query, the text otherwise', () => {
    expect(phoneMatches('510-555-0100 ext 3', '0100 3')).toBe(true);
    expect(phoneMatches('(510) 555-0133', 'jo3@x.com')).toBe(false);
    expect(phoneMatches('510-555-0100 ext 3', 'EXT')).toBe(true);
    expect(phoneMatches('(510) 555-0133', '33')).toBe(true);
  });
});
