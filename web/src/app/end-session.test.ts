import { afterEach, describe, expect, it } from 'vitest';
import {
  ENDPOINT,
  fakeBrowser,
  fakePushServer,
  fakeSubscription,
  removeFakeBrowser,
} from '@/features/push/api/push-browser.fixtures.ts';
import { pushMemory, rememberPush } from '@/features/push/api/push-memory.ts';
import { readOpened, rememberOpened } from '@/features/vehicles/api/opened-vehicles.ts';
import { clearWhatTheSessionShowed } from './end-session.ts';

afterEach(removeFakeBrowser);

describe('the end of a session', () => {
  it('when the device got news of appointments, then it forgets them and its subscription stops', async () => {
    const subscription = fakeSubscription();
    fakeBrowser({ permission: 'granted', subscription });
    const calls = fakePushServer();
    await rememberPush({ endpoint: ENDPOINT, appointments: [7], staff: false });
    await clearWhatTheSessionShowed({ id: 3, name: 'Ann', email: 'ann@example.com', role: 'user' });
    expect(await pushMemory()).toBeNull();
    expect(subscription.unsubscribe).toHaveBeenCalled();
    expect(calls.map((c) => c.method)).toEqual(['DELETE']);
  });

  it('when staff opened cars on the tablet, then the device forgets which', async () => {
    rememberOpened(5);
    await clearWhatTheSessionShowed({ id: 1, name: 'Admin', email: 'admin@example.com', role: 'admin' });
    expect(readOpened()).toEqual([]);
  });
});
