import type { OutboxRow } from './outbox-db.ts';

/** A signed-in author; rows without one are a guest's. */
export const ANA = { id: 1, firstName: 'Ana' };

export const row = (over: Partial<OutboxRow> = {}): OutboxRow => ({
  id: `id-${Math.random()}`,
  kind: 'request',
  label: 'Appointment request',
  method: 'POST',
  path: '/api/appointment-requests',
  payload: { a: 1 },
  createdAt: 1,
  attempts: 0,
  nextAttemptAt: 0,
  status: 'queued',
  ...over,
});

/** A fetch that answers from a script and records what it was sent. */
export function scriptedFetch(
  answers: ({ status: number; body?: unknown; headers?: Record<string, string> } | 'network')[],
) {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const next = answers.shift() ?? { status: 200, body: {} };
    if (next === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(next.body ?? {}), { status: next.status, headers: next.headers });
  }) as unknown as typeof fetch;
  return { impl, calls };
}
