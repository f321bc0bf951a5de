import { afterEach, describe, expect, it } from 'vitest';
import { manageToken } from '../appointments/tracking-token.ts';
import { linkSecrets } from '../db/migration-014-link-secrets.ts';
import { afterCommit, bookAs } from '../test/booking-helpers.ts';
import { startTestApp, wizardBody, type TestApp } from '../test/test-app.ts';
import { waitlistToken } from '../waitlist/waitlist-token.ts';
import { slotTag } from './link-slots.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.stop();
  t = undefined;
});

const forged = (kind: string, id: number) =>
  [`~link~${kind}~${id}~`, `~link~${kind}~${id}~AAAAAAAAAAAAAAAA~`, `~link~${kind}~${id}~${'x'.repeat(15)}~`].join(' ');

describe('link slots typed by a customer', () => {
  it('when someone books with slots and forged seals in the notes and the name, then the answer and every mail keep the text as typed and hold no token', async () => {
    t = await startTestApp();
    const victim = await bookAs(t);
    await afterCommit(t);
    await t.notifier.dispatchDue();
    const victimsMails = t.mails.length;
    const secret = t.config.jwtSecret;
    // Another appointment's real seal, moved to a different id, must not open that id either.
    const notes = `${forged('manage', victim.id)} ${forged('waitlist', 1)} ~link~manage~${victim.id + 5}~${slotTag(secret, 'manage', victim.id)}~`;
    const name = `Eve ~link~manage~${victim.id}~`;
    const booked = await t.call('POST', '/api/appointments', {
      body: wizardBody({
        notes,
        contact_info: { name, email: 'eve@example.com', phone: '(510) 555-0199' },
      }),
      headers: { 'Idempotency-Key': 'forged-slot-key-0001' },
    });
    expect(booked.status).toBe(201);
    expect(booked.body.appointment.notes).toBe(notes);
    const stolen = [manageToken(secret, victim.id), manageToken(secret, victim.id + 5), waitlistToken(secret, 1)];
    const answer = JSON.stringify(booked.body);
    for (const token of stolen) expect(answer).not.toContain(token);

    await afterCommit(t);
    await t.notifier.dispatchDue();
    const sent = JSON.stringify(t.mails.slice(victimsMails));
    expect(sent).toContain('eve@example.com');
    for (const token of stolen) expect(sent).not.toContain(token);
    // Her own link still carries her own token, and opens her booking.
    const own = booked.body.tracking_token as string;
    expect(own).toBe(manageToken(secret, booked.body.appointment.id));
    const mail = t.mails.find((m) => m.to === 'eve@example.com' && m.subject.startsWith('Your appointment'))!;
    expect(mail.text).toContain(`/track-appointment/${booked.body.appointment.id}?t=${own}`);
    const page = await t.call('GET', `/api/appointments/${booked.body.appointment.id}/tracking?t=${own}`);
    expect(page.status).toBe(200);
    // A replayed answer is the same: still no one else's token.
    const replay = await t.call('POST', '/api/appointments', {
      body: wizardBody({
        notes,
        contact_info: { name, email: 'eve@example.com', phone: '(510) 555-0199' },
      }),
      headers: { 'Idempotency-Key': 'forged-slot-key-0001' },
    });
    for (const token of stolen) expect(JSON.stringify(replay.body)).not.toContain(token);
  });

  it('when a stored answer holds a link a customer typed, then the migration leaves it as typed and seals only a token that opens its appointment', async () => {
    t = await startTestApp();
    const { id } = await bookAs(t);
    const typed = `${t.config.publicUrl}/track-appointment/${id}?t=made-up-guess-0123456789`;
    const real = `${t.config.publicUrl}/track-appointment/${id}?t=${manageToken(t.config.jwtSecret, id)}`;
    const now = t.clock.now().toISOString();
    const stored = {
      success: true,
      appointment: { id, notes: `see ${typed}` },
      tracking_token: 'typed-token',
      link: real,
    };
    await t.db('idempotency_keys').insert({
      scope: 'anon',
      key: 'typed-link-key-0001',
      method: 'POST',
      path: '/api/appointments',
      request_hash: 'h',
      status: 201,
      response_json: JSON.stringify(stored),
      created_at: now,
    });

    await linkSecrets(t.config.jwtSecret).up(t.db);
    const row = await t.db('idempotency_keys').where({ key: 'typed-link-key-0001' }).first();
    const after = JSON.parse(row.response_json as string) as typeof stored;
    expect(after.appointment.notes).toBe(`see ${typed}`);
    expect(after.tracking_token).toBe('typed-token');
    expect(after.link).toBe(
      `${t.config.publicUrl}/track-appointment/${id}?t=~link~manage~${id}~${slotTag(t.config.jwtSecret, 'manage', id)}~`,
    );
  });

  it('when the migration has no secret and there is something to seal, then it stops with a message instead of guessing', async () => {
    t = await startTestApp();
    await bookAs(t);
    await afterCommit(t);
    await expect(linkSecrets(undefined).up(t.db)).rejects.toThrow(/needs the server secret/);
  });
});
