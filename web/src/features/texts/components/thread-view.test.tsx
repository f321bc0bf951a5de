import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { inboxMessages as m } from '@shop/shared/texts/messages';
import type { ThreadDetail } from '@shop/shared/texts/texts.schema';
import { outboxDb } from '@/features/offline/api/outbox-db.ts';
import { queryClient } from '@/lib/query-client.ts';
import '../api/outbox-kind.ts';
import { ThreadView } from './thread-view.tsx';

const detail = (over: Partial<ThreadDetail['thread']> = {}): ThreadDetail => ({
  thread: {
    id: 7,
    customer_id: 2,
    phone: '+15553017788',
    name: 'Ana Lopez',
    last_at: '2026-11-27T15:05:00.000Z',
    unread: 0,
    assigned_to: null,
    consent: { state: 'opted_in', source: 'booking_form', at: '2026-11-01T15:00:00.000Z' },
    can_send: true,
    links: { appointment_id: 31, estimate_appointment_id: 30 },
    ...over,
  },
  messages: [
    {
      id: 1,
      direction: 'in',
      body: 'Is this light bad?',
      at: '2026-11-27T15:00:00.000Z',
      status: 'received',
      media: [{ url: '/api/photos/p1.jpg' }],
    },
    {
      id: 2,
      direction: 'out',
      body: 'Bring it in',
      at: '2026-11-27T15:05:00.000Z',
      status: 'sent',
      author: 'Sam',
      media: [],
    },
  ],
  notes: [{ id: 4, body: 'Probably the O2 sensor', author: 'Sam', at: '2026-11-27T15:02:00.000Z' }],
});

function renderThread(d: ThreadDetail) {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ThreadView
          detail={d}
          me={{ id: 9, name: 'Sam' }}
          zone="America/Chicago"
          shopName="AutoCare"
          refresh={async () => d.messages}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The network: every request kept and answered 200. */
function shop() {
  const sent: { method: string; url: string; body?: unknown }[] = [];
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    sent.push({ method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify({ success: true, customers: [] }), { status: 200 });
  }) as typeof fetch;
  return sent;
}

beforeEach(async () => {
  queryClient.clear();
  await outboxDb.rows.clear();
});

describe('the thread view', () => {
  it('when it opens, then texts and notes read in order, the note set apart, the photo and status shown', () => {
    renderThread(detail());
    const entries = within(screen.getByRole('list', { name: m.conversation }))
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('text-entry'));
    expect(entries.map((li) => li.className)).toEqual([
      'text-entry text-in',
      'text-entry text-note',
      'text-entry text-out',
    ]);
    expect(entries[0]!.textContent).toContain('Is this light bad?');
    expect(within(entries[1]!).getByText(m.noteBadge)).toBeTruthy();
    expect(entries[2]!.textContent).toContain('Sam');
    expect(entries[2]!.textContent).toContain(m.status.sent);
    expect(screen.getByRole('img', { name: m.photoAlt(1) }).getAttribute('src')).toBe('/api/photos/p1.jpg');
  });

  it('when the customer is known, then consent with its source and her customer, appointment and estimate links show', () => {
    renderThread(detail());
    expect(screen.getByRole('heading', { name: 'Ana Lopez' })).toBeTruthy();
    expect(screen.getByText(m.consent.opted_in)).toBeTruthy();
    expect(screen.getByText(/booking form, /)).toBeTruthy();
    expect(screen.getByRole('link', { name: m.customerLink }).getAttribute('href')).toBe('/admin/customers/2');
    expect(screen.getByRole('link', { name: m.appointmentLink }).getAttribute('href')).toBe(
      '/admin/appointments?view=31',
    );
    expect(screen.getByRole('link', { name: m.estimateLink }).getAttribute('href')).toBe('/admin/inspections/30');
    expect(screen.queryByRole('heading', { name: m.attachTitle })).toBeNull();
  });

  it('when the number sent STOP, then the Send box is gone and a line says why', () => {
    renderThread(detail({ consent: { state: 'opted_out', source: 'keyword', at: '2026-11-27T15:06:00.000Z' } }));
    expect(screen.getByText(m.optedOut)).toBeTruthy();
    expect(screen.queryByLabelText(m.composerLabel)).toBeNull();
    expect(screen.queryByRole('button', { name: m.send })).toBeNull();
    // Notes stay: staff may still write down what happened.
    expect(screen.getByLabelText(m.noteLabel)).toBeTruthy();
  });

  it('when the shop cannot send texts, then the Send box is replaced by a line saying what to set up', () => {
    renderThread(detail({ can_send: false }));
    expect(screen.getByText(m.cannotSend)).toBeTruthy();
    expect(screen.queryByLabelText(m.composerLabel)).toBeNull();
    expect(screen.queryByRole('button', { name: m.send })).toBeNull();
    expect(screen.getByLabelText(m.noteLabel)).toBeTruthy();
  });

  it('when the number is unknown, then it reads Unknown sender and offers Attach to customer', async () => {
    const sent = shop();
    renderThread(
      detail({ customer_id: null, name: undefined, links: { appointment_id: null, estimate_appointment_id: null } }),
    );
    expect(screen.getByRole('heading', { name: m.unknownSender })).toBeTruthy();
    expect(screen.getByRole('heading', { name: m.attachTitle })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Find a customer'), { target: { value: 'Ana' } });
    await vi.waitFor(() => expect(sent.some((s) => s.url === '/api/admin/customers?q=Ana')).toBe(true));
    expect(screen.queryByRole('link', { name: m.customerLink })).toBeNull();
  });

  it('when staff assign it to themselves, then the PUT carries her id, and a note is posted as internal', async () => {
    const sent = shop();
    renderThread(detail());
    expect(screen.getByText(m.unassigned)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: m.assignToMe }));
    fireEvent.change(screen.getByLabelText(m.noteLabel), { target: { value: 'Call her back' } });
    fireEvent.click(screen.getByRole('button', { name: m.addNote }));
    await vi.waitFor(() =>
      expect(sent.filter((s) => s.method !== 'GET')).toEqual([
        { method: 'PUT', url: '/api/admin/messages/7', body: { assigned_to: 9 } },
        { method: 'POST', url: '/api/admin/messages/7/notes', body: { body: 'Call her back' } },
      ]),
    );
    // The box empties once the note is kept: waited for here, so no update lands after the test.
    await vi.waitFor(() => expect((screen.getByLabelText(m.noteLabel) as HTMLTextAreaElement).value).toBe(''));
  });

  it('when no consent is recorded and staff press Customer agreed to texts, then a PUT records it', async () => {
    const sent = shop();
    renderThread(detail({ consent: { state: 'unknown', source: null, at: null } }));
    expect(screen.getByText(/recorded with your name/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: m.agreeToTexts }));
    await vi.waitFor(() =>
      expect(sent.filter((s) => s.method !== 'GET')).toEqual([
        { method: 'PUT', url: '/api/admin/messages/7', body: { sms_consent: 'agreed' } },
      ]),
    );
  });

  it('when staff recorded the consent, then the thread says so with their name', () => {
    renderThread(
      detail({ consent: { state: 'opted_in', source: 'staff', at: '2026-11-27T15:06:00.000Z', by: 'Sam' } }),
    );
    expect(screen.getByText(m.consent.opted_in)).toBeTruthy();
    expect(screen.getByText(/set by staff \(Sam\), /)).toBeTruthy();
    expect(screen.queryByRole('button', { name: m.agreeToTexts })).toBeNull();
  });

  it('when the number agreed already or sent STOP, then there is no button to record consent', () => {
    const { unmount } = renderThread(detail());
    expect(screen.queryByRole('button', { name: m.agreeToTexts })).toBeNull();
    unmount();
    renderThread(detail({ consent: { state: 'opted_out', source: 'keyword', at: '2026-11-27T15:06:00.000Z' } }));
    expect(screen.queryByRole('button', { name: m.agreeToTexts })).toBeNull();
  });
});
