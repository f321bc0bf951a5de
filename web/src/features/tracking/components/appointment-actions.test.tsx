import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultShopConfig } from '@shop/shared/shop/shop-defaults';
import type { TrackingResponse } from '@shop/shared/tracking/tracking.schema';
import { trackingMessages as m } from '@shop/shared/tracking/messages';
import { answerWith, renderWithProviders } from '@/test/render.tsx';
import { AppointmentActions } from './appointment-actions.tsx';

const HELD = m.feeHeldByMove('$8.00', 'Tue Mar 10, 10:00 AM', 'Wed Mar 11, 10:00 AM');
const KEEPS = m.moveKeepsFee('$8.00', 'Wed Mar 11, 10:00 AM');

/** An appointment moved to Friday less than 24 hours before its Tuesday start. */
const appointment: TrackingResponse = {
  id: 7,
  order_id: 'ACP-7',
  service: 'Oil Change',
  status: 'scheduled',
  scheduledTime: '2026-03-13T16:00:00.000Z',
  estimatedCompletion: null,
  updates: [],
  date: '2026-03-13',
  start_time: '09:00',
  end_time: '10:00',
  type: 'sameday',
  services: [{ id: 1, name: 'Oil Change', price: 39.99 }],
  total_price: 39.99,
  can_cancel: true,
  can_reschedule: true,
  cancellation_fee: 8,
  locked_reason: null,
  fee_note: HELD,
  move_note: KEEPS,
  charged_fee: null,
  estimate: null,
  version: 3,
};

describe("the customer's manage section", () => {
  it('when an earlier late move holds the fee, then it says so, in the cancel dialog too, and before a move', async () => {
    answerWith(200, defaultShopConfig);
    renderWithProviders(<AppointmentActions appointment={appointment} token="tok" />);
    expect(screen.getByText(HELD)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    expect(await screen.findAllByText(HELD)).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Keep appointment' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reschedule' }));
    expect(await screen.findByText(KEEPS)).toBeTruthy();
  });
});
