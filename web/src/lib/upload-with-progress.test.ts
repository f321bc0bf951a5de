import { describe, expect, it } from 'vitest';
import { FakeXhr } from './fake-xhr.fixtures.ts';
import { uploadWithProgress } from './upload-with-progress.ts';

const bytes = new Uint8Array([1, 2, 3, 4]).buffer;
const Xhr = FakeXhr as unknown as typeof XMLHttpRequest;
const photo = { method: 'POST' as const, binary: { bytes, type: 'image/jpeg' }, idempotencyKey: 'k-1' };

describe('uploadWithProgress', () => {
  it('when bytes go up, then each progress event is told and the JSON answer comes back', async () => {
    const seen: [number, number][] = [];
    const next = FakeXhr.next();
    const answer = uploadWithProgress('/api/photos', photo, (s, t) => seen.push([s, t]), Xhr);
    const xhr = await next;
    expect([xhr.method, xhr.url, xhr.body]).toEqual(['POST', '/api/photos', bytes]);
    expect(xhr.headers).toEqual({ accept: 'application/json', 'content-type': 'image/jpeg', 'Idempotency-Key': 'k-1' });
    xhr.progress(2, 4);
    xhr.progress(4, 4);
    xhr.answer(201, '{"id":7}');
    expect(await answer).toEqual({ status: 201, body: { id: 7 } });
    expect(seen).toEqual([
      [2, 4],
      [4, 4],
    ]);
  });

  it('when the server is busy and says when to come back, then the answer carries that wait', async () => {
    const next = FakeXhr.next();
    const answer = uploadWithProgress('/api/photos', photo, () => undefined, Xhr);
    const xhr = await next;
    xhr.responseHeaders['retry-after'] = '5';
    xhr.answer(503, '{"code":"busy"}');
    expect(await answer).toEqual({ status: 503, body: { code: 'busy' }, retryAfterMs: 5_000 });
  });

  it('when the network fails, then the answer is status 0, as from sendJson', async () => {
    const next = FakeXhr.next();
    const answer = uploadWithProgress('/api/photos', photo, () => undefined, Xhr);
    (await next).failNetwork();
    expect(await answer).toEqual({ status: 0, body: null });
  });

  it('when the signal aborts mid-upload, then it rejects as an abort', async () => {
    const stop = new AbortController();
    const next = FakeXhr.next();
    const answer = uploadWithProgress('/api/photos', { ...photo, signal: stop.signal }, () => undefined, Xhr);
    await next;
    stop.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  });
});
