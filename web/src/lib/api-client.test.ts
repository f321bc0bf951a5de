import { describe, expect, it } from 'vitest';
import { EARLY_READ_GLOBAL } from '@shop/shared/app/prerendered-pages';
import { announceUnauthorized, ApiError, apiRequest, isNetworkError, onUnauthorized, sendJson } from './api-client.ts';

function server(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer(url, init);
  }) as typeof fetch;
  return calls;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe('apiRequest', () => {
  it('when a GET succeeds, then the parsed body comes back, sent same-origin as JSON', async () => {
    const calls = server(() => json(200, { ok: 1 }));
    expect(await apiRequest('/api/x')).toEqual({ ok: 1 });
    expect(calls[0].init).toMatchObject({ method: 'GET', credentials: 'same-origin', body: undefined });
    expect(calls[0].init.headers).toEqual({ accept: 'application/json' });
  });

  it('when a write has a body and a key, then both go with it', async () => {
    const calls = server(() => json(201, {}));
    await apiRequest('/api/x', { method: 'POST', body: { a: 1 }, idempotencyKey: 'k-1' });
    expect(calls[0].init).toMatchObject({ method: 'POST', body: '{"a":1}' });
    expect(calls[0].init.headers).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
      'Idempotency-Key': 'k-1',
    });
  });

  it("when the server refuses, then ApiError carries the envelope's status, code, message and body", async () => {
    server(() => json(409, { success: false, error: 'Taken', code: 'slot_unavailable' }));
    const err = (await apiRequest('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect([err.status, err.code, err.message]).toEqual([409, 'slot_unavailable', 'Taken']);
    expect(err.body).toEqual({ success: false, error: 'Taken', code: 'slot_unavailable' });
    expect(isNetworkError(err)).toBe(false);
  });

  it('when the answer has no envelope, then a generic message names the status', async () => {
    server(() => new Response('<html>oops</html>', { status: 502 }));
    const err = (await apiRequest('/api/x').catch((e: unknown) => e)) as ApiError;
    expect([err.status, err.code, err.message, err.body]).toEqual([
      502,
      'http_error',
      'Request failed (502)',
      '<html>oops</html>',
    ]);
  });

  it('when signed out (401/403), then every listener hears it until it unsubscribes', async () => {
    const heard: number[] = [];
    const off = onUnauthorized((s) => heard.push(s));
    server(() => json(401, {}));
    await apiRequest('/api/x').catch(() => undefined);
    server(() => json(403, {}));
    await apiRequest('/api/x').catch(() => undefined);
    off();
    await apiRequest('/api/x').catch(() => undefined);
    expect(heard).toEqual([401, 403]);
  });

  it('when a password check is refused (401), then nobody hears a session end, but a refused cookie still counts', async () => {
    const heard: number[] = [];
    const off = onUnauthorized((s) => heard.push(s));
    server(() => json(401, { success: false, error: 'Invalid credentials', code: 'unauthenticated' }));
    const err = (await apiRequest('/api/users/login', { method: 'POST', checksPassword: true }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect([err.status, err.message]).toEqual([401, 'Invalid credentials']);
    expect(heard).toEqual([]);
    server(() => new Response('{}', { status: 401, headers: { 'Session-Refused': '1' } }));
    await apiRequest('/api/users/login', { method: 'POST', checksPassword: true }).catch(() => undefined);
    off();
    expect(heard).toEqual([401]);
  });

  it('when a refusal names whose session it was, then the listeners hear whose', () => {
    const heard: [number, number | undefined][] = [];
    const off = onUnauthorized((s, userId) => heard.push([s, userId]));
    announceUnauthorized(401, 7);
    announceUnauthorized(401);
    off();
    expect(heard).toEqual([
      [401, 7],
      [401, undefined],
    ]);
  });

  it('when the network fails, then ApiError status 0; an abort is passed through as is', async () => {
    server(() => Promise.reject(new TypeError('Failed to fetch')));
    const err = await apiRequest('/api/x').catch((e: unknown) => e);
    expect(isNetworkError(err)).toBe(true);
    const abort = Object.assign(new Error('aborted'), { name: 'AbortError' });
    server(() => Promise.reject(abort));
    await expect(apiRequest('/api/x')).rejects.toBe(abort);
  });
});

describe('sendJson', () => {
  it('answers every status without throwing, an empty body as null, and text as text', async () => {
    server(() => new Response(null, { status: 204 }));
    expect(await sendJson('/api/x', { method: 'DELETE' })).toEqual({ status: 204, body: null });
    server(() => new Response('plain', { status: 500 }));
    expect(await sendJson('/api/x')).toEqual({ status: 500, body: 'plain' });
    server(() => Promise.reject(new TypeError('offline')));
    expect(await sendJson('/api/x')).toEqual({ status: 0, body: null });
  });

  it('when the network drops after the answer head, then the lost body is no network too', async () => {
    const broken = new ReadableStream({ start: (c) => c.error(new TypeError('network error')) });
    server(() => new Response(broken, { status: 200 }));
    expect(await sendJson('/api/x', { method: 'POST', body: {} })).toEqual({ status: 0, body: null });
  });

  it('when an answer says the session cookie was refused, then it says so and the listeners hear a 401', async () => {
    const heard: number[] = [];
    const stop = onUnauthorized((status) => heard.push(status));
    server(() => new Response('{}', { status: 404, headers: { 'Session-Refused': '1' } }));
    expect(await sendJson('/api/x')).toEqual({ status: 404, body: {}, sessionRefused: true });
    stop();
    expect(heard).toEqual([401]);
  });

  it('when the page already started a read of a path, then the first request for it takes that answer, once', async () => {
    const calls = server(() => json(200, { from: 'app' }));
    const holder = globalThis as Record<string, unknown>;
    const early = () => ({
      path: '/api/waitlist/3?t=k',
      response: Promise.resolve(json(200, { from: 'html' })),
      at: performance.now(),
    });
    holder[EARLY_READ_GLOBAL] = early();
    expect(await apiRequest('/api/waitlist/4?t=k')).toEqual({ from: 'app' });
    expect(await apiRequest('/api/waitlist/3?t=k')).toEqual({ from: 'html' });
    expect(await apiRequest('/api/waitlist/3?t=k')).toEqual({ from: 'app' });
    expect(calls.map((c) => c.url)).toEqual(['/api/waitlist/4?t=k', '/api/waitlist/3?t=k']);
  });

  it('when a write goes out, or the page started long ago, then an unused early read is dropped: it may be stale', async () => {
    server(() => json(200, { from: 'app' }));
    const holder = globalThis as Record<string, unknown>;
    const early = (at: number) => ({
      path: '/api/waitlist/3?t=k',
      response: Promise.resolve(json(200, { from: 'html' })),
      at,
    });
    holder[EARLY_READ_GLOBAL] = early(performance.now());
    await apiRequest('/api/waitlist/3/claim?t=k', { method: 'POST' });
    expect(await apiRequest('/api/waitlist/3?t=k')).toEqual({ from: 'app' });
    holder[EARLY_READ_GLOBAL] = early(performance.now() - 60_000);
    expect(await apiRequest('/api/waitlist/3?t=k')).toEqual({ from: 'app' });
  });

  it('when the early read failed on the network, then the request answers as offline', async () => {
    (globalThis as Record<string, unknown>)[EARLY_READ_GLOBAL] = {
      path: '/api/waitlist/3',
      response: Promise.reject(new TypeError('offline')),
      at: performance.now(),
    };
    expect(await sendJson('/api/waitlist/3')).toEqual({ status: 0, body: null });
  });
});
