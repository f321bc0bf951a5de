import { wizardBody, type TestApp } from './test-app.ts';

/** Books through the wizard as a visitor (or as the signed-in `token` holder); returns id and tracking token. */
export async function bookAs(
  t: TestApp,
  over: Record<string, unknown> = {},
  token?: string,
): Promise<{ id: number; trackingToken: string; totalPrice: number }> {
  const res = await t.call('POST', '/api/appointments', { body: wizardBody(over), token });
  if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${JSON.stringify(res.body)}`);
  return {
    id: res.body.appointment.id,
    trackingToken: res.body.tracking_token,
    totalPrice: res.body.appointment.total_price,
  };
}

/** Waits for the notifications a write queued to be dispatched. */
export const afterCommit = (t: TestApp) => t.notifier.idle();
