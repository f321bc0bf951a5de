import { describe, expect, it } from 'vitest';
import { hashOf } from './write-route.ts';

const req = (body: unknown, type = 'application/json') => ({
  method: 'POST',
  baseUrl: '/api',
  path: '/admin/photos',
  body,
  headers: { 'content-type': type },
});

describe('the request hash an Idempotency-Key is bound to', () => {
  it('reads a body of bytes as its bytes and type', () => {
    const photo = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    expect(hashOf(req(photo, 'image/jpeg'))).toBe(hashOf(req(Buffer.from(photo), 'image/jpeg')));
    expect(hashOf(req(photo, 'image/jpeg'))).not.toBe(
      hashOf(req(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 4]), 'image/jpeg')),
    );
    expect(hashOf(req(photo, 'image/jpeg'))).not.toBe(hashOf(req(photo, 'image/png')));
    expect(hashOf(req(photo, 'image/jpeg'))).not.toBe(hashOf(req(JSON.parse(JSON.stringify(photo)) as unknown)));
  });

  it('reads a JSON body as its JSON, with the route', () => {
    expect(hashOf(req({ a: 1 }))).toBe(hashOf(req({ a: 1 })));
    expect(hashOf(req({ a: 1 }))).not.toBe(hashOf(req({ a: 2 })));
    expect(hashOf(req({ a: 1 }))).not.toBe(hashOf({ ...req({ a: 1 }), path: '/admin/other' }));
  });
});
