import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { toast } from '@/lib/toast.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outboxDb } from '@/features/offline/api/outbox-db.ts';
import { queryClient } from '@/lib/query-client.ts';
import { runWrite, useWrite, type Write } from './run-write.ts';

const KEY = ['admin', 'things'] as const;

/** A write that renames a cached thing; the list shows the new name at once. */
const rename: Write<{ name: string }, { saved: string }> = {
  kind: 'settings',
  method: 'PUT',
  path: () => '/api/things/1',
  payload: ({ name }) => ({ name }),
  label: ({ name }) => `Rename to ${name}`,
  touches: KEY,
  optimistic: ({ name }) => queryClient.setQueryData(KEY, [name]),
  parse: async (body) => ({ saved: (body as { name: string }).name }),
  success: ({ name }) => `Renamed to ${name}`,
  failure: 'Could not rename',
};

function answer(status: number | 'network', body: unknown = {}) {
  globalThis.fetch = (async () => {
    if (status === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(body), { status });
  }) as typeof fetch;
}

let said: { kind: string; text: string }[];
beforeEach(async () => {
  await outboxDb.rows.clear();
  queryClient.setQueryData(KEY, ['old']);
  said = [];
  vi.spyOn(toast, 'success').mockImplementation((text) => (said.push({ kind: 'success', text: String(text) }), ''));
  vi.spyOn(toast, 'error').mockImplementation((text) => (said.push({ kind: 'error', text: String(text) }), ''));
});
afterEach(() => vi.restoreAllMocks());

describe('runWrite', () => {
  it('when the server accepts, then the change stays, the answer is parsed, and staff hear of it once', async () => {
    answer(200, { name: 'new' });
    const out = await runWrite(rename, { name: 'new' });
    expect(out).toEqual({ ok: true, queued: false, response: { saved: 'new' } });
    expect(said).toEqual([{ kind: 'success', text: 'Renamed to new' }]);
  });

  it("when the server refuses, then the cached data is put back and the server's reason shown", async () => {
    answer(400, { error: 'Name taken' });
    const out = await runWrite(rename, { name: 'new' });
    expect(out).toEqual({
      ok: false,
      error: 'Name taken',
      conflict: false,
      response: { error: 'Name taken' },
      id: expect.any(String),
    });
    expect(queryClient.getQueryData(KEY)).toEqual(['old']);
    expect(said).toEqual([{ kind: 'error', text: 'Name taken' }]);
  });

  it('when someone else changed it, then the outcome says conflict', async () => {
    answer(409, { code: 'conflict', error: 'Changed by someone else' });
    expect(await runWrite(rename, { name: 'new' })).toMatchObject({ ok: false, conflict: true });
    expect(queryClient.getQueryData(KEY)).toEqual(['old']);
  });

  it('when offline, then the change shows at once, waits in the outbox, and no error is raised', async () => {
    answer('network');
    expect(await runWrite(rename, { name: 'new' })).toEqual({ ok: true, queued: true });
    expect(queryClient.getQueryData(KEY)).toEqual(['new']);
    expect(await outboxDb.rows.toArray()).toMatchObject([
      { kind: 'settings', label: 'Rename to new', status: 'queued', payload: { name: 'new' } },
    ]);
    expect(said).toEqual([]);
  });
});

describe('useWrite', () => {
  it('is pending while the write is out, then gives its outcome', async () => {
    let release: ((r: Response) => void) | undefined;
    globalThis.fetch = (() => new Promise<Response>((r) => (release = r))) as typeof fetch;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useWrite(rename), { wrapper });
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.mutateAsync({ name: 'new' });
    });
    await waitFor(() => expect(result.current.isPending).toBe(true));
    // The outbox loads and stores the row before it sends: answer only once the request is out.
    await waitFor(() => expect(release).toBeDefined());
    release!(new Response(JSON.stringify({ name: 'new' }), { status: 200 }));
    await expect(done).resolves.toMatchObject({ ok: true, response: { saved: 'new' } });
    await waitFor(() => expect(result.current.isPending).toBe(false));
  });
});
