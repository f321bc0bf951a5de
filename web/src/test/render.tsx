import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { expect, vi } from 'vitest';

/** Renders with the real providers a component needs; only the network is faked by tests. */
export function renderWithProviders(ui: ReactNode, { route = '/' }: { route?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rendered = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  /** Resolves once no query is fetching, even after React has run the effects that followed the last. */
  const settled = async () => {
    for (;;) {
      await vi.waitFor(() => expect(client.isFetching()).toBe(0));
      await act(async () => undefined);
      if (client.isFetching() === 0) return;
    }
  };
  return Object.assign(rendered, { settled });
}

/** A fetch that answers every call with one JSON response. */
export function answerWith(status: number, body: unknown) {
  const calls: { url: string; init?: RequestInit }[] = [];
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return calls;
}
