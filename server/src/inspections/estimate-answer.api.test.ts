import { describe, expect, it } from 'vitest';
import { termsOf } from '@shop/shared/inspections/estimate-revision';
import type { EstimateLine } from '@shop/shared/inspections/inspection.schema';
import { inspectionMessages as m } from '@shop/shared/inspections/messages';
import { laborLine, sentEstimate } from '../test/inspection-helpers.ts';
import { adminTestApp } from '../test/test-app.ts';
import { REVISION_QUIET_MS } from './estimate-notices.ts';

const app = adminTestApp();

/** The estimate as the page read it: its version and its lines' terms, as the answer carries them. */
async function readNow(e: Awaited<ReturnType<typeof sentEstimate>>) {
  const { version, lines } = (await e.read()).body.inspection as { version: number; lines: EstimateLine[] };
  return { version, read: lines.map(termsOf) };
}

describe('an answer stands for the lines she read', () => {
  it('when only a finding changed after she read the estimate, then her answer to the lines she read is taken', async () => {
    const { t, admin } = app;
    const e = await sentEstimate(t, admin);
    const seen = await readNow(e);
    await t.call('PUT', `/api/admin/inspections/${e.inspection.id}/items/brakes`, {
      body: { condition: 'urgent', note: 'Pads at 1 mm' },
      token: admin,
    });
    const [a, b, c] = e.lines;
    const answer = await e.answer({ approved: [a, b], declined: [c], name: 'Ana Lopez', ...seen });
    expect(answer.status).toBe(200);
    expect(answer.body.inspection).toMatchObject({ status: 'answered', signed_name: 'Ana Lopez' });
  });

  it('when a line was repriced after she read it, then her answer with the lines she read is 409 estimate_changed and nothing is answered', async () => {
    const { t, admin } = app;
    const e = await sentEstimate(t, admin);
    const seen = await readNow(e);
    await t.call('PUT', `/api/admin/estimate-lines/${e.lines[0]}`, { body: laborLine(48000), token: admin });
    const [a, b, c] = e.lines;
    const answer = await e.answer({ approved: [a, b], declined: [c], name: 'Ana Lopez', ...seen });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'estimate_changed', version: seen.version + 1 });
    expect(answer.body.current.inspection.lines[0]).toMatchObject({ id: a, unit_price_cents: 48000 });
    expect((await e.read()).body.inspection.status).toBe('sent');
  });

  it('when a line was removed after she read it, then her answer is 409 estimate_changed', async () => {
    const { t, admin } = app;
    const e = await sentEstimate(t, admin);
    const seen = await readNow(e);
    await t.call('DELETE', `/api/admin/estimate-lines/${e.lines[2]}`, { token: admin });
    const [a, b] = e.lines;
    const answer = await e.answer({ approved: [a, b], declined: [], name: 'Ana Lopez', ...seen });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('estimate_changed');
  });

  it('when an answer carries no version (an older app), then 409 estimate_changed with the estimate now and nothing is answered', async () => {
    const { t, admin } = app;
    const e = await sentEstimate(t, admin);
    const [a, b, c] = e.lines;
    const answer = await e.answer({ approved: [a, b, c], declined: [], name: 'Ana' });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'estimate_changed', error: m.estimateChanged });
    expect(answer.body.current.inspection.lines.map((l: EstimateLine) => l.id)).toEqual([a, b, c]);
    expect((await e.read()).body.inspection.status).toBe('sent');
  });
});

describe('her answer withdraws the notices not sent yet', () => {
  it('when she answers while a revision notice waits for its quiet window, then it never goes', async () => {
    const { t, admin } = app;
    const e = await sentEstimate(t, admin);
    await t.call('PUT', `/api/admin/estimate-lines/${e.lines[0]}`, { body: laborLine(48000), token: admin });
    const [a, b, c] = e.lines;
    const answer = await e.answer({ approved: [a], declined: [b, c], name: 'Ana', ...(await readNow(e)) });
    expect(answer.status).toBe(200);

    t.clock.set(new Date(t.clock.now().getTime() + REVISION_QUIET_MS));
    await t.notifier.dispatchDue();
    const subjects = t.mailsTo('ana@example.com').map((mail) => mail.subject);
    expect(subjects).toContain(m.mailSubject(t.config.shop.name));
    expect(subjects).not.toContain(m.revisedMailSubject(t.config.shop.name));
    const waiting = await t.db('notifications').where({ appointment_id: e.id, kind: 'estimate', status: 'queued' });
    expect(waiting).toHaveLength(0);
  });
});
