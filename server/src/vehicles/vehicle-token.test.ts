import { describe, expect, it } from 'vitest';
import { fillLinkSlots, linkSlot } from '../links/link-slots.ts';
import { vehicleToken, vehicleTokenMatches } from './vehicle-token.ts';

const secret = 'a-secret-long-enough-for-tests-0123456789';

describe('the car link token', () => {
  it('when a message holds a car slot, then sending fills it with that car token and nothing else', () => {
    const text = `Book: https://shop.test/schedule?vehicle=7&t=${linkSlot(secret, 'vehicle', 7)}`;
    expect(fillLinkSlots(text, secret)).toBe(`Book: https://shop.test/schedule?vehicle=7&t=${vehicleToken(secret, 7)}`);
  });

  it('when a slot names another car than its seal, then it stays as typed', () => {
    const forged = linkSlot(secret, 'vehicle', 7).replace('~7~', '~8~');
    expect(fillLinkSlots(forged, secret)).toBe(forged);
  });

  it('when the token is of another car, another kind or not text, then it does not open the car', () => {
    expect(vehicleTokenMatches(secret, 7, vehicleToken(secret, 7))).toBe(true);
    expect(vehicleTokenMatches(secret, 8, vehicleToken(secret, 7))).toBe(false);
    expect(vehicleTokenMatches(secret, 7, fillLinkSlots(linkSlot(secret, 'waitlist', 7), secret))).toBe(false);
    expect(vehicleTokenMatches(secret, 7, undefined)).toBe(false);
  });
});
