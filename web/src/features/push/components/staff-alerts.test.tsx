import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pushMessages as m } from '@shop/shared/push/messages';
import { renderWithProviders } from '@/test/render.tsx';
import { ENDPOINT, fakeBrowser, fakePushServer, removeFakeBrowser } from '../api/push-browser.fixtures.ts';
import { pushMemory, rememberPush } from '../api/push-memory.ts';
import { StaffAlerts } from './staff-alerts.tsx';

beforeEach(() => rememberPush(null));
afterEach(removeFakeBrowser);

const alertsSwitch = () => screen.findByRole('switch', { name: m.staffAlerts });

describe('"Alerts on this tablet"', () => {
  it('when switched on and off, then the admin route registers the device and the delete stops it', async () => {
    fakeBrowser();
    const calls = fakePushServer();
    renderWithProviders(<StaffAlerts />);
    fireEvent.click(await alertsSwitch());
    await screen.findByRole('switch', { name: m.staffAlerts, checked: true });
    expect(calls.find((c) => c.method === 'POST')?.url).toBe('/api/admin/push');
    expect(await pushMemory()).toEqual({ endpoint: ENDPOINT, appointments: [], staff: true });

    fireEvent.click(await alertsSwitch());
    await screen.findByRole('switch', { name: m.staffAlerts, checked: false });
    await waitFor(async () => expect(await pushMemory()).toBeNull());
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', url: `/api/push?endpoint=${encodeURIComponent(ENDPOINT)}` });
  });

  it('when notifications are blocked, then the switch is disabled and says how to allow them', async () => {
    fakeBrowser({ permission: 'denied' });
    fakePushServer();
    renderWithProviders(<StaffAlerts />);
    expect(((await alertsSwitch()) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(m.blocked)).toBeTruthy();
  });

  it('when the browser has no push, then there is no switch', async () => {
    fakePushServer();
    const view = renderWithProviders(<StaffAlerts />);
    await view.settled();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
