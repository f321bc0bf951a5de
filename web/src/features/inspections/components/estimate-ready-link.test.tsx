import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inspectionMessages as m } from '@shop/shared/inspections/messages';
import { answerWith, renderWithProviders } from '@/test/render.tsx';
import { EstimateReadyLink } from './estimate-ready-link.tsx';

describe("the appointment page's link to its estimate", () => {
  it('when the shop has sent none, then there is no link and no estimate is asked for', async () => {
    const calls = answerWith(404, { error: 'not_found' });
    const view = renderWithProviders(<EstimateReadyLink appointmentId={7} token="tok" estimate={null} />);
    await view.settled();
    expect(screen.queryByRole('link')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('when one was sent, then the link says so at once, and says answered once the estimate read says it is', async () => {
    const calls = answerWith(200, { success: true, inspection: { status: 'answered' } });
    const view = renderWithProviders(<EstimateReadyLink appointmentId={7} token="tok" estimate="sent" />);
    expect(screen.getByRole('link', { name: m.estimateReady }).getAttribute('href')).toBe('/estimate/7?t=tok');
    await view.settled();
    expect(screen.getByRole('link', { name: 'Your answer to the estimate' })).toBeTruthy();
    expect(calls.map((c) => c.url)).toEqual(['/api/appointments/7/estimate?t=tok']);
  });
});
