import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { inboxMessages as m, textsMessages } from '@shop/shared/texts/messages';
import type { TextMessage, ThreadDetail } from '@shop/shared/texts/texts.schema';
import { outboxDb } from '@/features/offline/api/outbox-db.ts';
import { queryClient } from '@/lib/query-client.ts';
import '../api/outbox-kind.ts';
import { textKeys } from '../api/text-queries.ts';
import { Composer } from './composer.tsx';

const text = (id: number, direction: 'in' | 'out', body = `#${id}`): TextMessage => ({
  id,
  direction,
  body,
  at: `2026-11-27T15:0${id}:00.000Z`,
  status: direction === 'in' ? 'received' : 'sent',
  media: [],
});

/** The network: POSTs answered 201 and kept; or every request failing as with no Wi-Fi. */
function network(mode: 'up' | 'down') {
  const posts: { url: string; body: unknown; key: string | null }[] = [];
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    if (mode === 'down') throw new TypeError('Failed to fetch');
    const headers = new Headers(init?.headers);
    posts.push({ url, body: JSON.parse(String(init?.body)), key: headers.get('Idempotency-Key') });
    return new Response(JSON.stringify({ success: true }), { status: 201 });
  }) as typeof fetch;
  return posts;
}

function renderComposer(messages: TextMessage[], refresh: () => Promise<TextMessage[]> = async () => messages) {
  return render(
    <QueryClientProvider client={queryClient}>
      <Composer thread={7} messages={messages} author="Sam" firstName="Ana" shopName="AutoCare" refresh={refresh} />
    </QueryClientProvider>,
  );
}

const box = () => screen.getByLabelText(m.composerLabel);
const type = (value: string) => fireEvent.change(box(), { target: { value } });

beforeEach(async () => {
  queryClient.clear();
  await outboxDb.rows.clear();
});

describe('the composer', () => {
  it('when staff type, then the encoding, the segments and what is left show live', () => {
    renderComposer([]);
    expect(screen.getByText('GSM-7 · 0 segments · 160 left')).toBeTruthy();
    type('a'.repeat(40));
    expect(screen.getByText('GSM-7 · 1 segment · 120 left')).toBeTruthy();
    type(`Está listo ${'a'.repeat(60)}`);
    expect(screen.getByText('UCS-2 · 2 segments · 63 left')).toBeTruthy();
  });

  it('when a template is picked, then it fills the reply with her first name and the shop', () => {
    renderComposer([]);
    fireEvent.click(screen.getByRole('button', { name: m.templates.readyForPickup.label }));
    expect((box() as HTMLTextAreaElement).value).toBe(
      m.templates.readyForPickup.text({ firstName: 'Ana', shop: 'AutoCare' }),
    );
    expect((box() as HTMLTextAreaElement).value).toContain('Hi Ana,');
  });

  it('when the customer wrote since the reply was begun, then the first Send holds it and says so, the second sends once', async () => {
    const posts = network('up');
    let server = [text(1, 'in')];
    renderComposer([text(1, 'in')], async () => server);
    type('See you at 4');
    server = [text(1, 'in'), text(2, 'in', 'actually 5?')];
    fireEvent.click(screen.getByRole('button', { name: m.send }));
    expect((await screen.findByRole('alert')).textContent).toBe(m.wroteMeanwhile(1));
    expect(posts).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: m.send }));
    await vi.waitFor(() => expect(posts.map((p) => p.body)).toEqual([{ body: 'See you at 4' }]));
    expect(posts[0]!.url).toBe('/api/admin/messages/7');
    expect(posts[0]!.key).toBeTruthy();
    await vi.waitFor(() => expect((box() as HTMLTextAreaElement).value).toBe(''));
  });

  it('when nothing came in meanwhile, then Send sends at once', async () => {
    const posts = network('up');
    renderComposer([text(1, 'in'), text(2, 'out')]);
    type('Ready at 5');
    fireEvent.click(screen.getByRole('button', { name: m.send }));
    await vi.waitFor(() => expect(posts.map((p) => p.body)).toEqual([{ body: 'Ready at 5' }]), { timeout: 5_000 });
    expect(screen.queryByText(m.wroteMeanwhile(1))).toBeNull();
    // The send is over once the box empties: nothing of it runs after the test.
    await vi.waitFor(() => expect((box() as HTMLTextAreaElement).value).toBe(''));
  });

  it('when the tablet is offline, then the reply waits in the outbox and shows in the thread as waiting', async () => {
    network('down');
    const detail = { thread: { id: 7 }, messages: [text(1, 'in')], notes: [] } as unknown as ThreadDetail;
    queryClient.setQueryData(textKeys.one(7), detail);
    renderComposer(detail.messages, () => Promise.reject(new TypeError('Failed to fetch')));
    type('Your car is ready');
    fireEvent.click(screen.getByRole('button', { name: m.send }));
    await vi.waitFor(async () => {
      const rows = await outboxDb.rows.toArray();
      expect(rows.map((r) => [r.kind, r.method, r.path, r.payload, r.status])).toEqual([
        ['texts', 'POST', '/api/admin/messages/7', { body: 'Your car is ready' }, 'queued'],
      ]);
    });
    const cached = queryClient.getQueryData<ThreadDetail>(textKeys.one(7))!;
    expect(cached.messages.at(-1)).toMatchObject({ direction: 'out', body: 'Your car is ready', status: 'queued' });
  });

  it('when the server refuses because the number said STOP, then the reply stays and the thread is read again', async () => {
    globalThis.fetch = (async () =>
      new Response(JSON.stringify({ success: false, code: 'sms_opted_out', error: 'This number replied STOP' }), {
        status: 409,
      })) as typeof fetch;
    const refresh = vi.fn(async () => [text(1, 'in')]);
    renderComposer([text(1, 'in')], refresh);
    type('Ready');
    fireEvent.click(screen.getByRole('button', { name: m.send }));
    await vi.waitFor(async () => expect((await outboxDb.rows.toArray()).map((r) => r.status)).toEqual(['failed']));
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(2));
    expect((box() as HTMLTextAreaElement).value).toBe('Ready');
  });

  it('when a reply written offline meets a server with no SMS provider, then it fails with what to set up', async () => {
    globalThis.fetch = (async () =>
      new Response(JSON.stringify({ success: false, code: 'sms_unavailable', error: textsMessages.noProvider }), {
        status: 409,
      })) as typeof fetch;
    renderComposer([text(1, 'in')]);
    type('Ready');
    fireEvent.click(screen.getByRole('button', { name: m.send }));
    await vi.waitFor(async () =>
      expect((await outboxDb.rows.toArray()).map((r) => [r.status, r.lastError])).toEqual([
        ['failed', textsMessages.noProvider],
      ]),
    );
  });

  it('when the reply is only spaces, then Send stays off and nothing is sent', () => {
    const posts = network('up');
    renderComposer([]);
    type('   ');
    expect((screen.getByRole('button', { name: m.send }) as HTMLButtonElement).disabled).toBe(true);
    expect(posts).toEqual([]);
  });
});
