import { isUniqueViolation } from '../db/dialect.ts';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../log.ts';
import type { Mail } from '../mail/mailer.ts';
import { afterCommit, bookAs } from '../test/booking-helpers.ts';
import { ADMIN, adminTestApp } from '../test/test-app.ts';
import { createNotifier } from './notifier.ts';

const app = adminTestApp();
/** Tuesday 10 March 2026 10:00 in Los Angeles = 17:00 UTC; its reminder is due 24 h before. */
const TUESDAY_10 = { date: '2026-03-10', start_time: '10:00', end_time: '11:00' };
const CUSTOMER = 'ana@example.com';
const subjects = (to: string) => app.t.mailsTo(to).map((m) => m.subject);
const rows = () => app.t.db('notifications').orderBy('id').select('kind', 'status', 'planned_at', 'attempts');

async function at(instant: string) {
  app.t.clock.set(instant);
  return app.t.notifier.dispatchDue();
}

describe('reminders', () => {
  it('a booking gets its confirmation at once and one reminder when due, never twice', async () => {
    await bookAs(app.t, TUESDAY_10);
    await afterCommit(app.t);
    expect(subjects(CUSTOMER)).toEqual([expect.stringMatching(/^Your appointment ACP-/)]);
    expect(await at('2026-03-09T16:59:00Z')).toEqual({ sent: 0, failed: 0 });
    expect(await at('2026-03-09T17:00:00Z')).toEqual({ sent: 1, failed: 0 });
    expect(await at('2026-03-09T18:00:00Z')).toEqual({ sent: 0, failed: 0 });
    const reminder = app.t.mailsTo(CUSTOMER)[1];
    expect(reminder.subject).toMatch(/^Reminder: /);
    expect(reminder.text).toMatch(/\/track-appointment\/\d+\?t=/);
  });

  it('is planned again when the customer moves the appointment, and withdrawn when they cancel', async () => {
    const b = await bookAs(app.t, TUESDAY_10);
    await app.t.call('POST', `/api/appointments/${b.id}/reschedule?t=${b.trackingToken}`, {
      body: { date: '2026-03-11', start_time: '09:00' },
    });
    const reminders = (await rows()).filter((r) => r.kind === 'reminder');
    expect(reminders.map((r) => [r.status, r.planned_at])).toEqual([
      ['cancelled', '2026-03-09T17:00:00.000Z'],
      ['queued', '2026-03-10T16:00:00.000Z'],
    ]);
    await app.t.call('POST', `/api/appointments/${b.id}/cancel?t=${b.trackingToken}`, { body: {} });
    await at('2026-03-11T12:00:00Z');
    expect(subjects(CUSTOMER).filter((s) => s.startsWith('Reminder:'))).toEqual([]);
    expect((await rows()).filter((r) => r.kind === 'reminder').map((r) => r.status)).toEqual([
      'cancelled',
      'cancelled',
    ]);
  });

  it('a deleted appointment takes its unsent reminder with it', async () => {
    const b = await bookAs(app.t, TUESDAY_10);
    await app.t.call('DELETE', `/api/admin/appointments/${b.id}`, { token: app.admin });
    await at('2026-03-09T18:00:00Z');
    expect(subjects(CUSTOMER).filter((s) => s.startsWith('Reminder:'))).toEqual([]);
    expect((await rows()).find((r) => r.kind === 'reminder')?.status).toBe('cancelled');
  });

  it('the database keeps one waiting reminder per appointment, time and address', async () => {
    await bookAs(app.t, TUESDAY_10);
    const { id: _id, ...reminder } = await app.t.db('notifications').where({ kind: 'reminder' }).first();
    const refused = await app.t
      .db('notifications')
      .insert(reminder)
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(isUniqueViolation(refused, 'notifications')).toBe(true);
    await app.t.db('notifications').insert({ ...reminder, status: 'cancelled' });
  });

  it('a booking made after its reminder time gets none', async () => {
    await bookAs(app.t, { ...TUESDAY_10, date: '2026-03-09', start_time: '11:00' });
    expect((await rows()).some((r) => r.kind === 'reminder')).toBe(false);
  });

  it('"ready" follows completion by staff, and a progress note reaches the customer', async () => {
    const b = await bookAs(app.t, TUESDAY_10);
    const token = app.admin;
    await app.t.call('POST', `/api/admin/appointments/${b.id}/events`, { body: { message: 'Brakes done' }, token });
    await app.t.call('PUT', `/api/admin/appointments/${b.id}/status`, { body: { status: 'completed' }, token });
    await afterCommit(app.t);
    const mails = app.t.mailsTo(CUSTOMER);
    expect(mails.at(-2)!.text).toContain('Brakes done');
    expect(mails.at(-1)!.subject).toContain('ready');
    expect(mails.at(-1)!.text).toMatch(/\/track-appointment\/\d+\?t=/);
    await at('2026-03-09T17:30:00Z');
    expect(subjects(CUSTOMER).filter((s) => s.startsWith('Reminder:'))).toEqual([]);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('a reminder carries a signed link that stops reminders for that address only when posted', async () => {
    await bookAs(app.t, TUESDAY_10);
    await at('2026-03-09T17:00:00Z');
    const reminder = app.t.mailsTo(CUSTOMER).find((m) => m.subject.startsWith('Reminder:'))!;
    expect(reminder.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = new URL(reminder.headers!['List-Unsubscribe'].slice(1, -1));
    expect(reminder.text).toContain(url.href);
    const path = url.pathname + url.search;

    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const forged = path.replace(/s=[^&]+/, 's=forged');
    expect((await app.t.call('POST', forged, { raw: 'List-Unsubscribe=One-Click', headers: form })).status).toBe(404);
    expect((await app.t.call('GET', path)).body).toContain('Stop reminders');
    app.t.clock.set('2026-03-09T15:00:00Z');
    await bookAs(app.t, { ...TUESDAY_10, date: '2026-03-11' });
    const done = await app.t.call('POST', path, { raw: 'List-Unsubscribe=One-Click', headers: form });
    expect(done.status).toBe(200);
    await bookAs(app.t, { ...TUESDAY_10, date: '2026-03-12' });
    await at('2026-03-12T12:00:00Z');
    expect(subjects(CUSTOMER).filter((x) => x.startsWith('Reminder:'))).toHaveLength(1);
  });
});

describe('staff alerts', () => {
  it('follow Settings > Notifications > Email', async () => {
    await bookAs(app.t, TUESDAY_10);
    await afterCommit(app.t);
    expect(subjects(ADMIN.email)).toEqual([expect.stringMatching(/New booking ACP-/)]);
    const settings = (await app.t.call('GET', '/api/admin/settings', { token: app.admin })).body.settings;
    await app.t.call('PUT', '/api/admin/settings', {
      body: { ...settings, notifications: { ...settings.notifications, email: false } },
      token: app.admin,
    });
    await bookAs(app.t, { ...TUESDAY_10, start_time: '11:00', end_time: '12:00' });
    await afterCommit(app.t);
    expect(subjects(ADMIN.email)).toHaveLength(1);
  });
});

describe('the dispatcher', () => {
  it('retries while the mail server is down and sends once it is back, keeping the error meanwhile', async () => {
    app.t.mailState.down = true;
    await bookAs(app.t, TUESDAY_10);
    await afterCommit(app.t);
    const [failed] = await app.t.db('notifications').where({ kind: 'confirmation' });
    expect(failed).toMatchObject({ status: 'queued', attempts: 1, last_error: 'SMTP server down' });
    app.t.mailState.down = false;
    await at('2026-03-09T15:00:20Z');
    expect(app.t.mailsTo(CUSTOMER)).toHaveLength(0);
    await at('2026-03-09T15:00:31Z');
    expect(app.t.mailsTo(CUSTOMER)).toHaveLength(1);
    const list = await app.t.call('GET', '/api/admin/notifications', { token: await app.t.login() });
    expect(list.body.notifications.find((n: { kind: string }) => n.kind === 'confirmation')).toMatchObject({
      status: 'sent',
      attempts: 1,
    });
  });

  it('two dispatchers racing over the same rows send each once', async () => {
    app.t.mailState.down = true;
    for (let i = 0; i < 6; i += 1)
      await bookAs(app.t, {
        ...TUESDAY_10,
        date: `2026-03-1${i}`,
        contact_info: { name: `P ${i}`, email: `p${i}@x.io`, phone: '5105550100' },
      }).catch(() => undefined);
    await afterCommit(app.t);
    app.t.mailState.down = false;
    const sent: Mail[][] = [[], []];
    const racers = sent.map((box) =>
      createNotifier({
        db: app.t.db,
        clock: app.t.clock,
        logger: createLogger('silent'),
        mailer: { send: async (m) => void box.push(m) },
        linkSecret: app.t.config.jwtSecret,
      }),
    );
    app.t.clock.set('2026-03-09T15:05:00Z');
    await Promise.all(racers.map((r) => r.dispatchDue()));
    const all = [...sent[0], ...sent[1]].map((m) => `${m.to} ${m.subject}`);
    expect(all.length).toBeGreaterThan(6);
    expect(new Set(all).size).toBe(all.length);
    expect(
      await app.t.db('notifications').where({ status: 'queued' }).where('kind', '!=', 'reminder').count({ n: '*' }),
    ).toEqual([{ n: 0 }]);
  });

  it('a row claimed by a sender that died is sent again after its lease, and a restart sends nothing twice', async () => {
    await bookAs(app.t, TUESDAY_10);
    await afterCommit(app.t);
    // A crash mid-send: the reminder is claimed and never confirmed.
    await app.t.db('notifications').where({ kind: 'reminder' }).update({
      status: 'sending',
      lease_until: '2026-03-09T17:01:00.000Z',
    });
    await app.t.restart();
    expect(await at('2026-03-09T17:00:30Z')).toEqual({ sent: 0, failed: 0 });
    expect(await at('2026-03-09T17:02:00Z')).toEqual({ sent: 1, failed: 0 });
    await app.t.restart();
    expect(await at('2026-03-09T18:00:00Z')).toEqual({ sent: 0, failed: 0 });
    expect(subjects(CUSTOMER).filter((s) => s.startsWith('Reminder:'))).toHaveLength(1);
  });
});
