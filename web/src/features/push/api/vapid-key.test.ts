import { describe, expect, it } from 'vitest';
import { PUBLIC_KEY } from './push-browser.fixtures.ts';
import { keyBytes } from './vapid-key.ts';

describe('the VAPID public key', () => {
  it('when it is base64url of a P-256 point, then it becomes its 65 bytes', () => {
    const bytes = keyBytes(PUBLIC_KEY);
    expect(bytes.length).toBe(65);
    expect(bytes[0]).toBe(4);
    expect(bytes[1]).toBe(7);
  });

  it('when it is not 65 bytes long, then it is refused', () => {
    expect(() => keyBytes('AAAA')).toThrow(/65 bytes/);
  });
});
