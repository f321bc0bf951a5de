import { afterEach, describe, expect, it } from 'vitest';
import { refoldIcs } from '@shop/shared/bookings/ics';
import { hashToken, manageToken } from '../appointments/tracking-token.ts';
import { appTables } from '../db/dialect.ts';
import { linkSecrets } from '../db/migration-014-link-secrets.ts';
import { insertNotifications } from '../notifications/notifications.repository.ts';
import { afterCommit, bookAs } from '../test/booking-helpers.ts';
import { jpeg, sentEstimate, upload } from '../test/inspection-helpers.ts';
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

  it('when a customer answers her estimate with an Idempotency-Key, then the kept answer holds no token and its photo links open', async () => {
    t = await startTestApp();
    const admin = await t.login();
    const s = await sentEstimate(t, admin);
    const photo = await upload(t, admin, `/api/admin/inspections/${s.inspection.id}/items/tires/photos`, await jpeg());
    expect(photo.status).toBe(201);
    const view = await s.read();
    const [labor, part, fee] = s.lines;
    const answer = () =>
      t!.call('POST', `/api/appointments/${s.id}/estimate/answer?t=${s.trackingToken}`, {
        body: { approved: [labor, part], declined: [fee], name: 'Ana Lopez', version: view.body.inspection.version },
        headers: { 'Idempotency-Key': 'estimate-key-0001' },
      });
    const answered = await answer();
    expect(answered.status).toBe(200);
    const url = answered.body.inspection.items.flatMap((i: { photos: { url: string }[] }) => i.photos)[0].url as string;
    expect(url).toContain(`t=${encodeURIComponent(s.trackingToken)}`);
    expect((await t.call('GET', url)).status).toBe(200);
    expect(await whereStored(t, s.trackingToken)).toEqual([]);
    expect(await whereStored(t, `~link~manage~${s.id}~`)).toContain('idempotency_keys.response_json');
    expect((await answer()).body).toEqual(answered.body);
  });

  it('when tokens were stored in plain text before, then the migration seals them and the links it leaves still open the booking', async () => {
    t = await startTestApp();
    const { id } = await bookAs(t);
    await afterCommit(t);
    // A booking from before: a random token, its hash stored, and the token itself in a queued mail and a stored answer.
    const legacy = 'legacy-random-token_0123456789abcdefghijklmn';
    await t
      .db('appointments')
      .where({ id })
      .update({ tracking_token_hash: hashToken(legacy) });
    const link = `${t.config.publicUrl}/track-appointment/${id}?t=${legacy}`;
    const calendar = refoldIcs(`BEGIN:VCALENDAR\r\nDESCRIPTION:Manage it: ${link}\r\nURL:${link}\r\nEND:VCALENDAR\r\n`);
    const now = t.clock.now();
    await insertNotifications(
      t.db,
      [
        {
          kind: 'moved',
          appointmentId: id,
          manageUrl: link,
          plannedAt: now,
          mail: {
            to: 'old@example.com',
            subject: 'Moved',
            text: `Your appointment: ${link}`,
            links: [link],
            attachments: [{ filename: 'a.ics', content: calendar, contentType: 'text/calendar' }],
          },
        },
      ],
      now,
    );
    await t.db('idempotency_keys').insert({
      scope: 'anon',
      key: 'legacy-key-0001',
      method: 'POST',
      path: '/api/appointments',
      request_hash: 'h',
      status: 201,
      response_json: JSON.stringify({ success: true, appointment: { id }, tracking_token: legacy }),
      created_at: now.toISOString(),
    });
    expect(await whereStored(t, legacy)).toEqual(
      expect.arrayContaining([
        'notifications.message_json',
        'notifications.manage_url',
        'idempotency_keys.response_json',
      ]),
    );

    await linkSecrets(t.config.jwtSecret).up(t.db);
    expect(await whereStored(t, legacy)).toEqual([]);

    await t.notifier.dispatchDue();
    const derived = manageToken(t.config.jwtSecret, id);
    const mail = t.mails.find((m) => m.to === 'old@example.com')!;
    const mailed = `${t.config.publicUrl}/track-appointment/${id}?t=${derived}`;
    expect(mail.text).toBe(`Your appointment: ${mailed}`);
    expect(mail.links).toEqual([mailed]);
    expect(mail.attachments![0]!.content.replace(/\r\n /g, '')).toContain(`URL:${mailed}`);
    for (const token of [legacy, derived])
      expect((await t.call('GET', `/api/appointments/${id}/tracking?t=${token}`)).status).toBe(200);
  });
});
