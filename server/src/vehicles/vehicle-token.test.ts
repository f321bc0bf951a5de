import { describe, expect, it } from 'vitest';
import { carLinkSlot, fillLinkSlots, linkSlot } from '../links/link-slots.ts';
import { vehicleToken, vehicleTokenMatches } from './vehicle-token.ts';

const secret = 'a-secret-long-enough-for-tests-0123456789';
const car = { id: 7, customer_id: 12 };

describe('the car link token', () => {
  it('when a message holds a car slot, then sending fills it with the token of that car and owner', () => {
    const text = `Book: https://shop.test/schedule?vehicle=7&t=${carLinkSlot(secret, car)}`;
    expect(fillLinkSlots(text, secret)).toBe(
      `Book: https://shop.test/schedule?vehicle=7&t=${vehicleToken(secret, car)}`,
    );
  });

  it('when a slot names another car or owner than its seal, then it stays as typed', () => {
    const forged = carLinkSlot(secret, car).replace('~7.12~', '~8.12~');
    expect(fillLinkSlots(forged, secret)).toBe(forged);
    const otherOwner = carLinkSlot(secret, car).replace('~7.12~', '~7.13~');
    expect(fillLinkSlots(otherOwner, secret)).toBe(otherOwner);
  });

  it('when the token is of another car, a former owner, another kind or not text, then it does not open the car', () => {
    expect(vehicleTokenMatches(secret, car, vehicleToken(secret, car))).toBe(true);
    expect(vehicleTokenMatches(secret, { ...car, id: 8 }, vehicleToken(secret, car))).toBe(false);
    // The car was transferred: the link mailed to its former owner opens nothing of the new one's.
    expect(vehicleTokenMatches(secret, { ...car, customer_id: 13 }, vehicleToken(secret, car))).toBe(false);
    expect(vehicleTokenMatches(secret, car, fillLinkSlots(linkSlot(secret, 'waitlist', 7), secret))).toBe(false);
    expect(vehicleTokenMatches(secret, car, undefined)).toBe(false);
  });
});
