import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingMessages as m } from '@shop/shared/bookings/messages';
import { datesOfMonth, toCalendarKey } from '@shop/shared/time/shop-time';
import { renderWithProviders } from '@/test/render.tsx';
import { SlotPicker } from './slot-picker.tsx';

/**
 * A server whose months have a free day only where `free` says, and that refuses months after
 * `lastMonth` as the booking horizon does; records the months asked for.
 */
function serverWithFreeDays(free: Record<string, string>, lastMonth = '9999-12') {
  const months: string[] = [];
  globalThis.fetch = (async (url: string) => {
    const u = new URL(url, 'http://shop.test');
    if (u.pathname.endsWith('/available-dates')) {
      const month = u.searchParams.get('month')!;
      months.push(month);
      if (month > lastMonth) {
        const refusal = { success: false, error: m.monthNotOffered(90), code: 'invalid_request' };
        return new Response(JSON.stringify(refusal), { status: 400 });
      }
      const body = Object.fromEntries(
        datesOfMonth(month).map((d) => [toCalendarKey(d), { has_slots: free[month] === d, scheduled: [] }]),
      );
      return new Response(JSON.stringify(body), { status: 200 });
    }
    return new Response(JSON.stringify({ available_slots: [] }), { status: 200 });
  }) as typeof fetch;
  return months;
}

const step = (date = '') => (
  <SlotPicker
    type="sameday"
    serviceIds={[1]}
    date={date}
    time=""
    timeZone="America/Los_Angeles"
    onDate={() => {}}
    onTime={() => {}}
  />
);

describe('the wizard calendar', () => {
  beforeEach(() => {
    // Monday 30 November 2026, 12:00 in the shop: the month's last same-day slots are gone.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T20:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('when the current month has no free day, then it opens on the next one that has, and says so', async () => {
    const months = serverWithFreeDays({ '2027-01': '2027-01-04' });
    renderWithProviders(step());
    expect(await screen.findByRole('heading', { name: 'January 2027' })).toBeTruthy();
    expect(screen.getByText(m.skippedAhead('November 2026', 'January 2027'))).toBeTruthy();
    expect(((await screen.findByRole('button', { name: '4 January 2027' })) as HTMLButtonElement).disabled).toBe(false);
    expect(months).toEqual(['2026-11', '2026-12', '2027-01']);
  });

  it('when the current month has a free day, then it stays there without a note', async () => {
    serverWithFreeDays({ '2026-11': '2026-11-30' });
    renderWithProviders(step());
    expect(await screen.findByRole('button', { name: '30 November 2026' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeTruthy();
    expect(screen.queryByText(/No free days are left/)).toBeNull();
  });

  it('when no month ahead has a free day, then it stops looking after three months', async () => {
    const months = serverWithFreeDays({});
    const { settled } = renderWithProviders(step());
    expect(await screen.findByRole('heading', { name: 'February 2027' })).toBeTruthy();
    await vi.waitFor(() => expect(months).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']));
    await settled();
    expect(months).toHaveLength(4);
  });

  it('when the customer goes back to an empty month, then it stays there', async () => {
    serverWithFreeDays({ '2026-12': '2026-12-01' });
    const { settled } = renderWithProviders(step());
    expect(await screen.findByRole('heading', { name: 'December 2026' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('grid', { name: 'November 2026' })).toBeTruthy();
    await settled();
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeTruthy();
    expect(screen.queryByText(/No free days are left/)).toBeNull();
  });

  it('when the customer goes past the booking horizon, then the calendar says how far ahead it goes', async () => {
    serverWithFreeDays({ '2026-11': '2026-11-30' }, '2026-12');
    renderWithProviders(step());
    expect(await screen.findByRole('button', { name: '30 November 2026' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next month' }));
    expect((await screen.findByRole('alert')).textContent).toBe(m.monthNotOffered(90));
  });

  it('when a date is already chosen, then its month shows', async () => {
    serverWithFreeDays({ '2027-01': '2027-01-04' });
    const { settled } = renderWithProviders(step('2026-12-15'));
    expect(await screen.findByRole('grid', { name: 'December 2026' })).toBeTruthy();
    await settled();
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeTruthy();
  });
});
