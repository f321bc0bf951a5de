import { expect } from 'vitest';
import { afterCommit } from './booking-helpers.ts';
import type { TestApp } from './test-app.ts';

/** The notification log as staff see it in Settings. */
export const rowsOf = async (t: TestApp) =>
  (await t.call('GET', '/api/admin/notifications', { token: await t.login() })).body.notifications as {
    kind: string;
    channel: string;
    recipient: string;
    status: string;
    last_error: string | null;
    attempts: number;
  }[];

/** Staff complete the work ("your car is ready"), and what it sends is sent. */
export const complete = async (t: TestApp, id: number) => {
  const res = await t.call('PUT', `/api/admin/appointments/${id}/status`, {
    body: { status: 'completed' },
    token: await t.login(),
  });
  expect(res.status).toBe(200);
  await afterCommit(t);
};
