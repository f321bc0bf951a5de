import { describe, expect, it } from 'vitest';
import { TokenService } from './tokens.ts';

const at = (iso: string) => new Date(iso);

describe('TokenService.verify', () => {
  it('when a token that passed is shown again, then it passes until its exp and never after', async () => {
    const tokens = new TokenService('a-secret-that-is-long-enough-1234567890');
    const { token } = await tokens.issue(7, 3, 10, at('2026-03-09T15:00:00Z'));
    expect(await tokens.verify(token, at('2026-03-09T15:00:00Z'))).toMatchObject({ userId: 7, tokenVersion: 3 });
    expect(await tokens.verify(token, at('2026-03-09T15:09:59Z'))).toMatchObject({ userId: 7 });
    expect(await tokens.verify(token, at('2026-03-09T15:10:00Z'))).toBeNull();
  });

  it('when a token differs from a remembered one by a character, then it is checked and refused', async () => {
    const tokens = new TokenService('a-secret-that-is-long-enough-1234567890');
    const now = at('2026-03-09T15:00:00Z');
    const { token } = await tokens.issue(7, 3, 10, now);
    await tokens.verify(token, now);
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(await tokens.verify(`${token.slice(0, -1)}${last}`, now)).toBeNull();
    const other = new TokenService('another-secret-that-is-long-enough-12345');
    expect(await other.verify(token, now)).toBeNull();
  });
});
