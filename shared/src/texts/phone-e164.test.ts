import { describe, expect, it } from 'vitest';
import { phoneCountrySchema, phoneE164 } from './phone-e164.ts';

describe('phoneE164', () => {
  it('when a US number is typed with separators or a leading 1, then it reads as +1 and ten digits', () => {
    for (const typed of ['(555) 301-7788', '555.301.7788', '5553017788', '1-555-301-7788', ' +1 555 301 7788 '])
      expect(phoneE164(typed)).toBe('+15553017788');
  });

  it('when the shop is in Canada, then a national number reads as +1 too', () => {
    expect(phoneE164('(416) 555-0199', 'CA')).toBe('+14165550199');
    expect(phoneE164('1 416 555 0199', 'CA')).toBe('+14165550199');
  });

  it('when the shop is in the UK, then a national number drops its trunk 0 and reads as +44', () => {
    expect(phoneE164('020 7946 0958', 'GB')).toBe('+442079460958');
    expect(phoneE164('07700 900123', 'GB')).toBe('+447700900123');
    // The same digits a US shop reads as its own are British in a British shop.
    expect(phoneE164('(555) 301-7788', 'GB')).toBe('+445553017788');
  });

  it('when a number is written with +, 00 or the US 011, then its own country code is kept', () => {
    expect(phoneE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(phoneE164('0044 20 7946 0958')).toBe('+442079460958');
    expect(phoneE164('00 44 20 7946 0958', 'GB')).toBe('+442079460958');
    expect(phoneE164('011 44 20 7946 0958')).toBe('+442079460958');
    expect(phoneE164('+61 2 9876 5432', 'GB')).toBe('+61298765432');
  });

  it('when an extension follows the number, then only the number is kept', () => {
    expect(phoneE164('(555) 301-7788 ext. 12')).toBe('+15553017788');
    expect(phoneE164('555-301-7788 x3')).toBe('+15553017788');
    expect(phoneE164('020 7946 0958 #4', 'GB')).toBe('+442079460958');
  });

  it('when a number cannot be dialled as E.164, then it is null', () => {
    for (const typed of [
      '',
      '555-0100',
      '+12',
      '+0 555 301 7788',
      'call me',
      'call 555-301-7788',
      '(110) 555-0100',
      '(555) 101-7788',
      '+1234567890123456',
      '0044 12',
      '+44 20 7946',
    ])
      expect(phoneE164(typed)).toBeNull();
  });
});

describe('phoneCountrySchema', () => {
  it('when the country is a known ISO code, then it is taken', () => {
    expect(phoneCountrySchema.parse('GB')).toBe('GB');
  });

  it('when the country is lower case, unknown or not a code, then it is refused', () => {
    for (const bad of ['us', 'XX', 'USA', '']) expect(phoneCountrySchema.safeParse(bad).success).toBe(false);
  });
});
