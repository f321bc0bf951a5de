import { describe, expect, it } from 'vitest';
import { phoneE164 } from './phone-e164.ts';

describe('phoneE164', () => {
  it('when a US number is typed with separators or a leading 1, then it reads as +1 and ten digits', () => {
    for (const typed of ['(555) 301-7788', '555.301.7788', '5553017788', '1-555-301-7788', ' +1 555 301 7788 '])
      expect(phoneE164(typed)).toBe('+15553017788');
  });

  it('when the shop is in Canada, then a national number reads as +1 too', () => {
    expect(phoneE164('(416) 555-0199', 'CA')).toBe('+14165550199');
  });

  it('when a number is written with + or 00, then its own country code is kept', () => {
    expect(phoneE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(phoneE164('0044 20 7946 0958')).toBe('+442079460958');
  });

  it('when an extension follows the number, then only the number is kept', () => {
    expect(phoneE164('(555) 301-7788 ext. 12')).toBe('+15553017788');
    expect(phoneE164('555-301-7788 x3')).toBe('+15553017788');
  });

  it('when a number cannot be dialled as E.164, then it is null', () => {
    for (const typed of [
      '',
      '555-0100',
      '(110) 555-0100',
      '(555) 101-7788',
      '+12',
      '+0 555 301 7788',
      'call me',
      '+1234567890123456',
    ])
      expect(phoneE164(typed)).toBeNull();
  });
});
