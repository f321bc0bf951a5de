import { afterEach, describe, expect, it } from 'vitest';
import { appTables } from '../db/dialect.ts';
import { afterCommit } from '../test/booking-helpers.ts';
import { startTestApp, wizardBody, type TestApp } from '../test/test-app.ts';
import { fillWaitlistDay, joinWaitlist, waiterContact } from '../test/waitlist-helpers.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
});

/** Every table and column whose stored value contains `secret`. */
async function whereStored(app: TestApp, secret: string): Promise<string[]> {
  const found: string[] = [];
  for (const table of await appTables(app.db))
    for (const row of (await app.db(table).select('*')) as Record<string, unknown>[])
      for (const [column, value] of Object.entries(row))
        if (value !== null && String(value).includes(secret)) found.push(`${table}.${column}`);
  return found;
}

describe('link secrets at rest', () => {
  it('when a customer books, then no column holds the live token, before or after the mails go, and the mailed link opens the booking', async () => {
    t = await startTestApp();
    const booked = await t.call('POST', '/api/appointments', {
      body: wizardBody(),
      headers: { 'Idempotency-Key': 'booking-key-0001' },
    });
    expect(booked.status).toBe(201);
    const token = booked.body.tracking_token as string;
    const id = booked.body.appointment.id as number;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(await whereStored(t, token)).toEqual([]);

    await afterCommit(t);
    const confirmation = t.mails.find((m) => m.to === 'ana@example.com' && m.subject.startsWith('Your appointment'));
    const link = confirmation!.text.match(/https?:\/\/\S+\/track-appointment\/\d+\?t=\S+/)![0];
    expect(new URL(link).searchParams.get('t')).toBe(token);
    expect(confirmation!.links).toContain(link);
    const calendar = confirmation!.attachments!.find((a) => a.filename.endsWith('.ics'))!.content;
    expect(calendar.replace(/\r\n /g, '')).toContain(`URL:${link}`);
    // Nothing stored holds it after sending either: the sent rows keep their slots.
    expect(await whereStored(t, token)).toEqual([]);
    expect(await whereStored(t, `~link~manage~${id}~`)).toEqual(
      expect.arrayContaining([
        'idempotency_keys.response_json',
        'notifications.manage_url',
        'notifications.message_json',
      ]),
    );

    const page = await t.call('GET', `/api/appointments/${id}/tracking?t=${encodeURIComponent(token)}`);
    expect(page.status).toBe(200);
    expect((await t.call('GET', `/api/appointments/${id}/tracking?t=${'x'.repeat(43)}`)).status).toBe(404);
    // The stored idempotent answer replays with the same token.
    const replay = await t.call('POST', '/api/appointments', {
      body: wizardBody(),
      headers: { 'Idempotency-Key': 'booking-key-0001' },
    });
    expect(replay.body.tracking_token).toBe(token);
  });

  it('when someone joins the waitlist, then its token rests nowhere and the mailed page link carries it', async () => {
    t = await startTestApp();
    await fillWaitlistDay(t);
    const joined = await joinWaitlist(t, 0, {}, { 'Idempotency-Key': 'waitlist-key-0001' });
    expect(joined.status).toBe(201);
    const token = joined.body.token as string;
    await afterCommit(t);
    const mail = t.mails.find((m) => m.to === waiterContact(0).email)!;
    expect(mail.text).toContain(`/waitlist/${joined.body.entry.id}?t=${encodeURIComponent(token)}`);
    expect(await whereStored(t, token)).toEqual([]);
  });
});
