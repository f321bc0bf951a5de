import { dehydrate, hydrate } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { persistedQueries, queryClient, queryPersister } from './query-client.ts';

const KEY = ['admin', 'inspections', 7];
const offline = () => Promise.reject(new ApiError(0, 'network', 'You appear to be offline.'));

/** What the app's persist provider does on every change of the cache. */
const save = () =>
  queryPersister.persistClient({
    timestamp: Date.now(),
    buster: '',
    clientState: dehydrate(queryClient, persistedQueries),
  });

/** A reload: the memory is gone, the page restores what was kept, as the provider does. */
async function reload(): Promise<void> {
  queryClient.clear();
  const kept = await queryPersister.restoreClient();
  if (kept) hydrate(queryClient, kept.clientState);
}

afterEach(async () => {
  vi.useRealTimers();
  queryClient.clear();
  await queryPersister.removeClient();
});

describe('the cache kept across a reload', () => {
  it('when a refetch fails offline, then the last answer with the change made offline over it is kept', async () => {
    await queryClient.fetchQuery({ queryKey: KEY, queryFn: () => Promise.resolve(null) });
    // Started offline: the cache shows the inspection the outbox will create.
    queryClient.setQueryData(KEY, { id: 'device-id', items: [{ key: 'brakes', condition: 'urgent' }] });
    await queryClient
      .fetchQuery({ queryKey: KEY, queryFn: offline, retry: false, staleTime: 0 })
      .catch(() => undefined);
    expect(queryClient.getQueryState(KEY)?.status).toBe('error');
    await save();
    await reload();
    expect(queryClient.getQueryData(KEY)).toEqual({ id: 'device-id', items: [{ key: 'brakes', condition: 'urgent' }] });
    const state = queryClient.getQueryState(KEY);
    expect(state?.status).toBe('success');
    expect(state?.error).toBeNull();
  });

  it('when a query never had an answer, then nothing of it is kept', async () => {
    await queryClient.fetchQuery({ queryKey: KEY, queryFn: offline, retry: false }).catch(() => undefined);
    await save();
    await reload();
    expect(queryClient.getQueryState(KEY)).toBeUndefined();
  });

  it('when the server refuses a refetch (404: the estimate was withdrawn), then the old answer is not kept', async () => {
    await queryClient.fetchQuery({ queryKey: KEY, queryFn: () => Promise.resolve({ id: 'estimate' }) });
    const gone = () => Promise.reject(new ApiError(404, 'not_found', 'No estimate has been sent'));
    await queryClient.fetchQuery({ queryKey: KEY, queryFn: gone, retry: false, staleTime: 0 }).catch(() => undefined);
    expect(queryClient.getQueryState(KEY)?.status).toBe('error');
    await save();
    await reload();
    expect(queryClient.getQueryState(KEY)).toBeUndefined();
  });

  it('when the device comes back after three weeks, then a page asked to be kept 30 days restores and a list does not', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 1) });
    const car = ['admin', 'vehicles', 3];
    await queryClient.fetchQuery({
      queryKey: car,
      queryFn: () => Promise.resolve({ id: 3 }),
      meta: { keptMs: 30 * 864e5 },
    });
    await queryClient.fetchQuery({ queryKey: KEY, queryFn: () => Promise.resolve({ id: 'list' }) });
    await save();
    vi.setSystemTime(Date.UTC(2026, 10, 22));
    await reload();
    expect(queryClient.getQueryData(car)).toEqual({ id: 3 });
    expect(queryClient.getQueryData(KEY)).toBeUndefined();
    vi.setSystemTime(Date.UTC(2026, 11, 2));
    await reload();
    expect(queryClient.getQueryData(car)).toBeUndefined();
  });
});
