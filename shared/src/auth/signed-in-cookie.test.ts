import { describe, expect, it } from 'vitest';
import { signedInUserId } from './signed-in-cookie.ts';

describe('signedInUserId', () => {
  it('when the companion cookie is among others, then its user id comes back', () => {
    expect(signedInUserId('theme=dark; shop_signed_in=42; other=1')).toBe(42);
  });

  it('when it is missing, empty or not a number, then there is no user', () => {
    expect(signedInUserId('')).toBeNull();
    expect(signedInUserId('theme=dark')).toBeNull();
    expect(signedInUserId('shop_signed_in=')).toBeNull();
    expect(signedInUserId('shop_signed_in=abc')).toBeNull();
    expect(signedInUserId('xshop_signed_in=4')).toBeNull();
  });
});
