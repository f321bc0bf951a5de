import { describe, expect, it } from 'vitest';
import { DEFAULT_FOLLOWUP } from '@shop/shared/maintenance/maintenance.schema';
import { recommendationMessages as m } from '@shop/shared/recommendations/messages';
import { declinedEstimate, followupMails } from '../test/recommendation-helpers.ts';
import { adminTestApp, type TestApp } from '../test/test-app.ts';
import { runFollowups } from './followup-pass.ts';

const s = adminTestApp();
const DAY = 86_400_000;

/** Moves the clock to `days` after `from`, runs the pass and sends what is due; answers the pass's count. */
async function passAt(t: TestApp, from: Date, days: number): Promise<number> {
  t.clock.set(new Date(from.getTime() + days * DAY));
  const planned = await runFollowups(t.deps, DEFAULT_FOLLOWUP);
  await t.notifier.dispatchDue();
  return planned;
}

const pageOf = (t: TestApp, e: { vehicleId: number; carToken: string }) =>
  t.call('GET', `/api/recommendations?vehicle=${e.vehicleId}&t=${e.carToken}`);

describe('declined lines become recommendations', () => {
  it('when the customer declines two lines, then each is one open recommendation on the car with its condition, price and photo', async () => {
    const { t, admin } = s;
    const e = await declinedEstimate(t, admin);
    const rows = await t.db('recommendations').orderBy('id');
    expect(rows.map((r) => r.estimate_line_id)).toEqual([e.lines.pads, e.lines.wipers]);
    // A replay of the same answer is refused and makes nothing more.
    expect((await e.answer()).status).toBe(409);
    expect(await t.db('recommendations').count({ n: '*' })).toEqual([{ n: 2 }]);

    const page = await pageOf(t, e);
    expect(page.status).toBe(200);
    const [pads, wipers] = page.body.recommendations;
    expect(pads).toMatchObject({
      description: 'Brake pads',
      condition: 'Urgent: Pads at 2 mm',
      price_cents: 8950,
      status: 'open',
    });
    expect(wipers).toMatchObject({ description: 'Wiper blades fitting', condition: null, photo_urls: [] });
    expect(pads.photo_urls).toEqual([`/api/photos/${e.photoId}?t=${encodeURIComponent(e.carToken)}`]);
    const photo = await fetch(t.url + pads.photo_urls[0]);
    expect(photo.status).toBe(200);
  });

  it("when the token is not the car's, then the page and the answer are 404 and nothing changes", async () => {
    const { t, admin } = s;
    const e = await declinedEstimate(t, admin);
    const wrong = await t.call('GET', `/api/recommendations?vehicle=${e.vehicleId}&t=not-the-token`);
    expect(wrong.status).toBe(404);
    expect(wrong.body.error).toBe(m.notFound);
    const answer = await t.call('POST', `/api/recommendations/answer?vehicle=${e.vehicleId}&t=x`, {
      body: { ids: [1], action: 'stop' },
    });
    expect(answer.status).toBe(404);
    expect(await t.db('recommendations').where({ status: 'open' })).toHaveLength(2);
  });
});

describe('the follow-up pass', () => {
  it('when day 2 and day 7 come, then the urgent line is brought up once each, and the soon line on day 14 alone', async () => {
    const { t, admin } = s;
    const e = await declinedEstimate(t, admin);
    const declined = new Date((await t.db('recommendations').first('declined_at')).declined_at);
    expect(await passAt(t, declined, 1)).toBe(0);
    expect(await passAt(t, declined, 2)).toBe(1);
    expect(await passAt(t, declined, 2.1)).toBe(0);
    let mails = followupMails(t);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Brake pads');
    expect(mails[0]!.text).not.toContain('Wiper blades fitting');
    expect(mails[0]!.text).toContain(`/recommendations?vehicle=${e.vehicleId}&t=${e.carToken}`);
    expect(mails[0]!.text).toContain(`/api/photos/${e.photoId}?t=${e.carToken}`);
    expect(await passAt(t, declined, 7)).toBe(1);
    expect(await passAt(t, declined, 8)).toBe(0);
    expect(await passAt(t, declined, 14)).toBe(1);
    // Declined at 08:00 in the shop's zone: the message waits for 09:00.
    expect(followupMails(t)).toHaveLength(2);
    const waiting = await t.db('notifications').where({ kind: 'declined_followup', status: 'queued' });
    expect(waiting.map((n) => n.planned_at)).toEqual(['2026-03-23T16:00:00.000Z']);
    expect(await passAt(t, declined, 14.5)).toBe(0);
    mails = followupMails(t);
    expect(mails).toHaveLength(3);
    expect(mails[2]!.text).toContain('Wiper blades fitting');
    expect(mails[2]!.text).not.toContain('Brake pads');
    const counts = await t.db('recommendations').orderBy('id').pluck('messages_sent');
    expect(counts.map(Number)).toEqual([2, 1]);
  });

  it('when the customer answers stop and done elsewhere, then nothing more is planned for those lines', async () => {
    const { t, admin } = s;
    const e = await declinedEstimate(t, admin);
    const ids = (await t.db('recommendations').orderBy('id').pluck('id')).map(Number);
    const url = `/api/recommendations/answer?vehicle=${e.vehicleId}&t=${e.carToken}`;
    const stop = await t.call('POST', url, { body: { ids: [ids[0]], action: 'stop' } });
    expect(stop.status).toBe(200);
    expect(stop.body.recommendations.map((r: { id: number }) => r.id)).toEqual([ids[1]]);
    const again = await t.call('POST', url, { body: { ids: [ids[0]], action: 'done_elsewhere' } });
    expect(again.status).toBe(409);
    expect((await t.call('POST', url, { body: { ids: [ids[1]], action: 'done_elsewhere' } })).status).toBe(200);
    const declined = new Date((await t.db('recommendations').first('declined_at')).declined_at);
    expect(await passAt(t, declined, 60)).toBe(0);
    expect(followupMails(t)).toHaveLength(0);
    expect(await t.db('recommendations').orderBy('id').pluck('status')).toEqual(['stopped', 'done_elsewhere']);
  });

  it("when an answer is not an action or names another car's line, then it is refused and nothing changes", async () => {
    const { t, admin } = s;
    const e = await declinedEstimate(t, admin);
    const url = `/api/recommendations/answer?vehicle=${e.vehicleId}&t=${e.carToken}`;
    const bad = await t.call('POST', url, { body: { ids: [1], action: 'later' } });
    expect(bad.status).toBe(400);
    const unknown = await t.call('POST', url, { body: { ids: [999], action: 'stop' } });
    expect(unknown.status).toBe(404);
    expect(await t.db('recommendations').where({ status: 'open' })).toHaveLength(2);
  });

  it('when the car is archived, then its recommendations are archived and never brought up', async () => {
    const { t, admin } = s;
    const e = await declinedEstimate(t, admin);
    const car = await t.call('GET', `/api/admin/vehicles/${e.vehicleId}`, { token: admin });
    const archived = await t.call('PUT', `/api/admin/vehicles/${e.vehicleId}`, {
      body: { archived: true, version: car.body.vehicle.version },
      token: admin,
    });
    expect(archived.status).toBe(200);
    const declined = new Date((await t.db('recommendations').first('declined_at')).declined_at);
    expect(await passAt(t, declined, 2)).toBe(0);
    expect(await t.db('recommendations').pluck('status')).toEqual(['archived', 'archived']);
  });

  it('when she follows the message\'s "No more reminders" link, then the next step is not planned', async () => {
    const { t, admin } = s;
    await declinedEstimate(t, admin);
    const declined = new Date((await t.db('recommendations').first('declined_at')).declined_at);
    expect(await passAt(t, declined, 2.1)).toBe(1);
    const link = followupMails(t)[0]!.text.match(/No more reminders: (\S+)/)![1]!;
    const off = await fetch(t.url + new URL(link).pathname + new URL(link).search, { method: 'POST' });
    expect(off.status).toBeLessThan(300);
    expect(await passAt(t, declined, 7.1)).toBe(0);
    expect(followupMails(t)).toHaveLength(1);
  });
});
