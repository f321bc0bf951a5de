import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EstimateLine, EstimateView } from '@shop/shared/inspections/inspection.schema';
import { inspectionMessages as m } from '@shop/shared/inspections/messages';
import '@/features/inspections/api/outbox-kind.ts';
import { outboxDb, type OutboxRow } from '@/features/offline/api/outbox-db.ts';
import { outboxKind } from '@/features/offline/api/outbox-kinds.ts';
import { queryClient } from '@/lib/query-client.ts';
import EstimatePage from './estimate.tsx';

const line = (id: string, description: string, cents: number): EstimateLine => ({
  id,
  item_key: null,
  kind: 'labor',
  description,
  quantity: 1,
  unit_price_cents: cents,
  total_cents: cents,
  decision: 'pending',
});

const view = (version: number, lines: EstimateLine[]): EstimateView => ({
  inspection: {
    id: 'insp-1',
    appointment_id: 7,
    status: 'sent',
    version,
    items: [],
    lines,
    totals: { proposed_cents: 0, approved_cents: 0, declined_cents: 0, tax_cents: 0, approved_tax_cents: 0 },
    tax_rate_percent: 0,
    labor_rate_cents: 10000,
    signed_name: null,
    sent_at: '2026-11-20T17:00:00.000Z',
    answered_at: null,
  },
  vehicle: { make: 'Toyota', model: 'Corolla', year: '2018', license_plate: '' },
  order_id: 'ORD-7',
  appointment_cancelled: false,
});

const read = view(3, [line('l-pads', 'Replace front pads', 12000), line('l-wipers', 'Wiper blades', 4000)]);
const revised = view(4, [line('l-pads', 'Replace front pads', 48000), line('l-fluid', 'Flush brake fluid', 9000)]);

/** The network of a shop that revised the estimate right after the page read it (`first`). */
function shopThatRevised(first: EstimateView = read) {
  const answers: { version: number; approved: string[]; declined: string[]; read: unknown[] }[] = [];
  let current = first;
  let next = revised;
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (init?.method !== 'POST') {
      const body = current;
      current = next;
      return json(200, body);
    }
    const answer = JSON.parse(String(init.body));
    answers.push(answer);
    if (answer.version !== revised.inspection.version)
      return json(409, { success: false, error: m.estimateChanged, code: 'estimate_changed', version: 4, current });
    const inspection = { ...revised.inspection, status: 'answered', signed_name: answer.name, version: 5 };
    current = next = { ...revised, inspection } as EstimateView;
    return json(200, { success: true, inspection, version: 5 });
  }) as typeof fetch;
  return answers;
}

function renderPage(entry: string | { pathname: string; search: string; state: unknown } = '/estimate/7?t=tok') {
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/estimate/:id" element={<EstimatePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const choose = (description: string, choice: 'Approve' | 'Decline') =>
  fireEvent.click(within(screen.getByRole('radiogroup', { name: description })).getByLabelText(choice));

beforeEach(async () => {
  queryClient.clear();
  await outboxDb.rows.clear();
});

describe('the estimate page when the shop revised the estimate', () => {
  it('when the customer answers the version she read, then she sees what changed with her choices kept and answers the new one', async () => {
    const answers = shopThatRevised();
    renderPage();
    await screen.findByRole('radiogroup', { name: 'Replace front pads' });
    choose('Replace front pads', 'Approve');
    choose('Wiper blades', 'Decline');
    fireEvent.change(screen.getByLabelText('Your name (signature)'), { target: { value: 'Ana Lopez' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send my answer' }));

    const notice = await screen.findByText(`${m.revised.heading}.`);
    expect(notice.closest('[role="alert"]')).toBeTruthy();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toContain(`${m.revised.changed}${m.revised.was(12000)}, ${m.revised.now(48000)}`);
    expect(items[1]).toContain(`Flush brake fluid $90.00${m.revised.added}`);
    expect(items[2]).toContain(`Wiper blades $40.00${m.revised.removed}`);
    const pads = within(screen.getByRole('radiogroup', { name: 'Replace front pads' }));
    expect((pads.getByLabelText('Approve') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('radiogroup', { name: 'Wiper blades' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Send my answer' }));
    expect((await screen.findAllByRole('alert')).map((a) => a.textContent)).toContain(m.answer.missing_line);
    choose('Flush brake fluid', 'Decline');
    fireEvent.click(screen.getByRole('button', { name: 'Send my answer' }));
    await vi.waitFor(() => expect(answers.map((a) => a.version)).toEqual([3, 4]));
    // The refused answer was settled on the page, so the outbox keeps only the one that went.
    await vi.waitFor(async () => expect((await outboxDb.rows.toArray()).map((r) => r.status)).toEqual(['sent']));
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByText('Answered and signed by Ana Lopez. Thank you.')).toBeTruthy();
    expect(answers[1]).toMatchObject({ approved: ['l-pads'], declined: ['l-fluid'] });
    expect(screen.queryByText(`${m.revised.heading}.`)).toBeNull();
  });
});

describe('an answer the outbox held when the shop revised the estimate', () => {
  it('when she opens it from the outbox, then the estimate shows what changed since she answered, her choices and name kept', async () => {
    const answers = shopThatRevised(revised);
    const row: OutboxRow = {
      id: 'answer-queued-offline',
      kind: 'estimate',
      label: 'Your answer to the estimate',
      method: 'POST',
      path: '/api/appointments/7/estimate/answer?t=tok',
      payload: { approved: ['l-pads'], declined: ['l-wipers'], name: 'Ana Lopez', version: 3 },
      context: { read: read.inspection.lines },
      createdAt: 1,
      attempts: 1,
      nextAttemptAt: 0,
      status: 'conflict',
      httpStatus: 409,
      response: { success: false, error: m.estimateChanged, code: 'estimate_changed', version: 4, current: revised },
    };
    await outboxDb.rows.add(row);
    const { reopen } = outboxKind('estimate');
    expect(reopen?.applies(row)).toBe(true);
    expect(reopen?.applies({ ...row, response: { code: 'conflict' } })).toBe(false);
    expect(reopen?.action).toBe(m.revised.reopen);
    const { to, state } = await reopen!.open(row);
    expect(to).toBe('/estimate/7?t=tok');
    // Until her new answer goes, the refused one is the only copy that outlives the page.
    expect((await outboxDb.rows.toArray()).map((r) => r.id)).toEqual([row.id]);

    renderPage({ pathname: '/estimate/7', search: '?t=tok', state });
    await screen.findByText(`${m.revised.heading}.`);
    expect(screen.getAllByRole('listitem')[0].textContent).toContain(
      `${m.revised.was(12000)}, ${m.revised.now(48000)}`,
    );
    const pads = within(screen.getByRole('radiogroup', { name: 'Replace front pads' }));
    expect((pads.getByLabelText('Approve') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Your name (signature)') as HTMLInputElement).value).toBe('Ana Lopez');
    choose('Flush brake fluid', 'Approve');
    fireEvent.click(screen.getByRole('button', { name: 'Send my answer' }));
    await vi.waitFor(() => expect(answers.map((a) => a.version)).toEqual([4]));
    await vi.waitFor(async () => expect((await outboxDb.rows.toArray()).map((r) => r.status)).toEqual(['sent']));
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
  });
});

describe('a refetch in the background', () => {
  it('when a refetch brings a revised estimate while she chooses, then her answer names what she read and the page marks what changed', async () => {
    const answers = shopThatRevised();
    renderPage();
    await screen.findByRole('radiogroup', { name: 'Wiper blades' });
    // The window regained focus: the estimate now shown is the revised one, nothing marked.
    await act(() => queryClient.refetchQueries());
    await screen.findByRole('radiogroup', { name: 'Flush brake fluid' });
    choose('Replace front pads', 'Approve');
    choose('Flush brake fluid', 'Decline');
    fireEvent.change(screen.getByLabelText('Your name (signature)'), { target: { value: 'Ana Lopez' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send my answer' }));

    await screen.findByText(`${m.revised.heading}.`);
    expect(answers[0]).toMatchObject({
      version: 3,
      read: read.inspection.lines.map(({ id, kind, description, quantity, unit_price_cents }) => ({
        id,
        kind,
        description,
        quantity,
        unit_price_cents,
      })),
    });
    expect(screen.getAllByRole('listitem')[0].textContent).toContain(
      `${m.revised.was(12000)}, ${m.revised.now(48000)}`,
    );
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
  });
});
