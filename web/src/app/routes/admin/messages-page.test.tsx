import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { inboxMessages as m } from '@shop/shared/texts/messages';
import type { TextThread, ThreadDetail } from '@shop/shared/texts/texts.schema';
import '@/features/texts/api/outbox-kind.ts';
import { outboxDb } from '@/features/offline/api/outbox-db.ts';
import { UnreadCount, UnreadLink } from '@/features/texts/components/unread-count.tsx';
import { queryClient } from '@/lib/query-client.ts';
import MessagesPage from './messages-page.tsx';

const threads: TextThread[] = [
  {
    id: 7,
    customer_id: 2,
    phone: '+15553017788',
    name: 'Ana Lopez',
    last_at: '2026-11-27T15:00:00.000Z',
    unread: 2,
    assigned_to: null,
  },
  {
    id: 8,
    customer_id: null,
    phone: '+15553019999',
    last_at: '2026-11-27T16:00:00.000Z',
    unread: 1,
    assigned_to: null,
  },
];
const detail: ThreadDetail = {
  thread: {
    ...threads[0]!,
    consent: { state: 'unknown', source: null, at: null },
    can_send: true,
    links: { appointment_id: null, estimate_appointment_id: null },
  },
  messages: [
    { id: 1, direction: 'in', body: 'Can I come at 4?', at: '2026-11-27T15:00:00.000Z', status: 'received', media: [] },
  ],
  notes: [],
};

/** The server: the list, thread 7 (read once a PUT says so), and every write kept and accepted. */
function shop() {
  const writes: { method: string; url: string; body: unknown }[] = [];
  let unread = detail.thread.unread;
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (method !== 'GET') writes.push({ method, url, body: JSON.parse(String(init?.body)) });
    if (method === 'PUT') unread = 0;
    const seven = { ...detail, thread: { ...detail.thread, unread } };
    const answer = url === '/api/admin/messages' ? { threads } : url === '/api/admin/messages/7' ? seven : {};
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return writes;
}

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <UnreadCount />
        <UnreadLink />
        <Routes>
          <Route path="/admin/messages" element={<MessagesPage />} />
          <Route path="/admin/messages/:thread" element={<MessagesPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  queryClient.clear();
  await outboxDb.rows.clear();
});

describe('the messages page', () => {
  it('when it opens, then the threads list newest first with Unknown sender and unread counts, and the menu counts them all', async () => {
    shop();
    renderAt('/admin/messages');
    const list = await screen.findByRole('list', { name: m.title });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/admin/messages/8', '/admin/messages/7']);
    expect(links[0]!.textContent).toContain(m.unknownSender);
    expect(links[1]!.textContent).toContain('Ana Lopez');
    expect(links[1]!.textContent).toContain(m.unread(2));
    expect(screen.getByText(m.navUnread(3))).toBeTruthy();
    expect(screen.getByRole('link', { name: m.unreadTexts(3) }).getAttribute('href')).toBe('/admin/messages');
    expect(screen.getByText(m.pickThread)).toBeTruthy();
  });

  it('when a thread with unread texts opens, then it shows with focus on its heading and is marked read once', async () => {
    const writes = shop();
    renderAt('/admin/messages/7');
    expect(await screen.findByText('Can I come at 4?')).toBeTruthy();
    // The keyboard goes on from the conversation's heading (a phone hides the list).
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Ana Lopez' }));
    await vi.waitFor(() =>
      expect(writes).toEqual([{ method: 'PUT', url: '/api/admin/messages/7', body: { read: true } }]),
    );
    // The refetch after it reads 0 unread: no second PUT (the write, then its refetch, settled first).
    await vi.waitFor(() => expect(queryClient.isMutating() + queryClient.isFetching()).toBe(0), { timeout: 5_000 });
    expect(writes).toHaveLength(1);
    expect(screen.getByRole('link', { name: m.backToList }).getAttribute('href')).toBe('/admin/messages');
  });
});
