import { describe, expect, it } from 'vitest';
import { row } from './outbox.fixtures.ts';
import {
  authorFor,
  isOwnRow,
  maySendUnder,
  othersWaiting,
  resumableBy,
  sendsCookies,
  signOutMayGo,
} from './outbox-owner.ts';

const ana = { id: 1, firstName: 'Ana' };
const bo = { id: 2, firstName: 'Bo' };

describe('authorFor', () => {
  it('when someone is signed in, then the row records their id and first name only', () => {
    expect(authorFor({ id: 1, name: '  Ana  Lopez ' })).toEqual(ana);
  });

  it('when nobody is signed in, then the row is a guest’s', () => {
    expect(authorFor(null)).toBeNull();
  });
});

describe('isOwnRow', () => {
  it('when the author views it, then it is theirs; anyone else, signed in or not, is someone else', () => {
    const r = row({ author: ana });
    expect(isOwnRow(r, 1)).toBe(true);
    expect(isOwnRow(r, 2)).toBe(false);
    expect(isOwnRow(r, null)).toBe(false);
  });

  it('when a guest made it (or it predates authors), then only a guest sees it as theirs', () => {
    for (const author of [null, undefined]) {
      expect(isOwnRow(row({ author }), null)).toBe(true);
      expect(isOwnRow(row({ author }), 1)).toBe(false);
    }
  });
});

describe('maySendUnder', () => {
  it('when the session is its author’s, then it goes; under anyone else’s, none or an unknown one, it waits', () => {
    const r = row({ author: ana });
    expect(maySendUnder(r, 1)).toBe(true);
    expect(maySendUnder(r, 2)).toBe(false);
    expect(maySendUnder(r, null)).toBe(false);
    expect(maySendUnder(r, 'unknown')).toBe(false);
  });

  it('when a guest made it, then it goes under any session, and without cookies', () => {
    const r = row({ author: null });
    for (const holder of [null, 1, 'unknown'] as const) expect(maySendUnder(r, holder)).toBe(true);
    expect(sendsCookies(r)).toBe(false);
    expect(sendsCookies(row({ author: ana }))).toBe(true);
  });
});

describe('resumableBy', () => {
  it('when its author signs in, then a paused row goes again; nobody else’s sign-in resumes it', () => {
    expect(resumableBy(row({ author: ana, status: 'paused' }), 1)).toBe(true);
    expect(resumableBy(row({ author: ana, status: 'paused' }), 2)).toBe(false);
    expect(resumableBy(row({ author: null, status: 'paused' }), 2)).toBe(false);
    expect(resumableBy(row({ author: ana, status: 'failed' }), 1)).toBe(false);
  });
});

describe('signOutMayGo', () => {
  const signOut = row({ id: 'out', kind: 'sign-out', author: ana, createdAt: 10 });

  it('when its author still has an earlier change queued or sending, then the sign-out waits', () => {
    for (const status of ['queued', 'sending'] as const)
      expect(signOutMayGo(signOut, [row({ author: ana, createdAt: 5, status }), signOut])).toBe(false);
  });

  it('when only settled, later or other people’s changes remain, then it goes', () => {
    const rows = [
      row({ author: ana, createdAt: 5, status: 'failed' }),
      row({ author: ana, createdAt: 5, status: 'sent' }),
      row({ author: ana, createdAt: 11, status: 'queued' }),
      row({ author: bo, createdAt: 5, status: 'queued' }),
      row({ author: null, createdAt: 5, status: 'queued' }),
      signOut,
    ];
    expect(signOutMayGo(signOut, rows)).toBe(true);
  });
});

describe('othersWaiting', () => {
  it('when others’ rows wait, then only how many and whose (first name) is told, per person', () => {
    const rows = [
      row({ author: ana }),
      row({ author: bo }),
      row({ author: ana }),
      row({ author: null }),
      row({ author: ana, kind: 'sign-out' }),
    ];
    expect(othersWaiting(rows, 2)).toEqual([
      { authorId: 1, firstName: 'Ana', count: 2 },
      { authorId: null, firstName: null, count: 1 },
    ]);
  });

  it('when every row is the viewer’s own, then nobody else waits', () => {
    expect(othersWaiting([row({ author: bo })], 2)).toEqual([]);
  });
});
