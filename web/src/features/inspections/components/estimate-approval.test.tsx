import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Inspection } from '@shop/shared/inspections/inspection.schema';
import { inspectionMessages as m } from '@shop/shared/inspections/messages';
import { renderWithProviders } from '@/test/render.tsx';
import { EstimateApproval } from './estimate-approval.tsx';

const line = (id: string, description: string) => ({
  id,
  item_key: null,
  kind: 'labor' as const,
  description,
  quantity: 1,
  unit_price_cents: 10000,
  total_cents: 10000,
  decision: 'pending' as const,
});

const sent: Inspection = {
  id: 'insp-1',
  appointment_id: 7,
  status: 'sent',
  version: 3,
  items: [],
  lines: [line('l-1', 'Replace front pads'), line('l-2', 'Flush brake fluid')],
  totals: { proposed_cents: 20000, approved_cents: 0, declined_cents: 0, tax_cents: 0, approved_tax_cents: 0 },
  tax_rate_percent: 8,
  labor_rate_cents: 10000,
  signed_name: null,
  sent_at: '2026-11-20T17:00:00.000Z',
  answered_at: null,
};

describe('the customer answering an estimate', () => {
  it('when the estimate waits for an answer, then each line offers Approve and Decline and the answer can be sent', () => {
    renderWithProviders(<EstimateApproval inspection={sent} appointmentId={7} token="tok" />);
    expect(screen.getAllByRole('radiogroup')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Send my answer' })).toBeTruthy();
  });

  it('when the appointment was cancelled, then the lines show without choices and it says why', () => {
    renderWithProviders(<EstimateApproval inspection={sent} appointmentId={7} token="tok" cancelled />);
    expect(screen.queryAllByRole('radiogroup')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Send my answer' })).toBeNull();
    expect(screen.getByText(`${m.estimateCancelled}.`)).toBeTruthy();
    expect(screen.getByRole('list').textContent).toContain('Replace front pads');
  });
});
