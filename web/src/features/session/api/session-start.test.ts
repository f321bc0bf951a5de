import { describe, expect, it } from 'vitest';
import { sessionAtStart } from './session-start.ts';

const ana = { id: 7, email: 'ana@example.com', role: 'admin' as const, name: 'Ana Lopez' };

describe('sessionAtStart', () => {
  it('when the browser still holds the stored user’s session, then the app starts signed in', () => {
    expect(sessionAtStart(ana, 'theme=1; shop_signed_in=7')).toEqual({ user: ana, ended: null });
  });

  it('when the browser dropped the session (closed) or holds someone else’s, then the stored user’s session has ended', () => {
    expect(sessionAtStart(ana, 'theme=1')).toEqual({ user: null, ended: ana });
    expect(sessionAtStart(ana, 'shop_signed_in=8')).toEqual({ user: null, ended: ana });
  });

  it('when nobody is stored, then nobody starts and nobody ended', () => {
    expect(sessionAtStart(null, 'shop_signed_in=8')).toEqual({ user: null, ended: null });
  });
});
