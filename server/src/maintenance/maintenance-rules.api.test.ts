import { describe, expect, it } from 'vitest';
import { DEFAULT_FOLLOWUP } from '@shop/shared/maintenance/maintenance.schema';
import { adminTestApp } from '../test/test-app.ts';

const oil = { service_id: 1, every_miles: 5000, every_months: 6, remind_miles_before: 500, remind_days_before: 14 };
const settings = (rules: unknown[]) => ({ rules, default_miles_per_day: 40, followup: DEFAULT_FOLLOWUP });

describe('GET/PUT /api/admin/maintenance-rules', () => {
  const s = adminTestApp();
  const get = () => s.t.call('GET', '/api/admin/maintenance-rules', { token: s.admin });
  const put = (body: unknown) => s.t.call('PUT', '/api/admin/maintenance-rules', { body, token: s.admin });

  it('when the shop is new, then it has its own oil, brake and tire rules and the default rates', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.body.rules.map((r: { service_id: number }) => r.service_id)).toEqual([1, 2, 3]);
    expect(res.body.rules[0]).toMatchObject({ ...oil, id: expect.any(Number) });
    expect(res.body).toMatchObject({ default_miles_per_day: 30, followup: DEFAULT_FOLLOWUP });
  });

  it('when the list is put, then it replaces the rules: kept ids stay, missing ones go, new ones come', async () => {
    const before = (await get()).body.rules as { id: number; service_id: number }[];
    const oilId = before.find((r) => r.service_id === 1)!.id;
    const res = await put(
      settings([
        { ...oil, id: oilId, every_miles: 7500 },
        { service_id: 6, every_miles: null, every_months: 24, remind_miles_before: 0, remind_days_before: 30 },
      ]),
    );
    expect(res.status).toBe(200);
    const after = (await get()).body;
    expect(after.rules).toEqual([
      { ...oil, id: oilId, every_miles: 7500 },
      {
        id: expect.any(Number),
        service_id: 6,
        every_miles: null,
        every_months: 24,
        remind_miles_before: 0,
        remind_days_before: 30,
      },
    ]);
    expect(after.default_miles_per_day).toBe(40);
  });

  it('when the shop removed every rule, then a restart does not bring the shipped ones back', async () => {
    expect((await put(settings([]))).status).toBe(200);
    await s.t.restart();
    const admin = await s.t.login();
    const res = await s.t.call('GET', '/api/admin/maintenance-rules', { token: admin });
    expect(res.body.rules).toEqual([]);
  });

  it.each([
    [
      'no miles nor months',
      [{ ...oil, every_miles: null, every_months: null }],
      'rules.0.every_miles',
      'Give miles, months or both',
    ],
    ['two rules for one service', [oil, oil], 'rules', 'One rule per service'],
    ['negative days', [{ ...oil, remind_days_before: -1 }], 'rules.0.remind_days_before', 'cannot be negative'],
    ['a service the catalog lacks', [{ ...oil, service_id: 999 }], 'rules.0.service_id', 'no such service'],
  ])('when the body has %s, then 422 names the field and nothing changes', async (_what, rules, path, text) => {
    const before = (await get()).body;
    const res = await put(settings(rules));
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('invalid_request');
    expect(res.body.issues).toContainEqual({ path, message: expect.stringContaining(text) });
    expect((await get()).body).toEqual(before);
  });

  it('when follow-up days are not rising, then 422 and nothing changes', async () => {
    const res = await put({ ...settings([oil]), followup: { ...DEFAULT_FOLLOWUP, urgent_days: [7, 2] } });
    expect(res.status).toBe(422);
    expect(res.body.issues[0].path).toBe('followup.urgent_days');
  });

  it('when a customer asks, then 403; signed out, 401', async () => {
    expect((await s.t.call('GET', '/api/admin/maintenance-rules')).status).toBe(401);
    const customer = await s.t.customer();
    expect(
      (await s.t.call('PUT', '/api/admin/maintenance-rules', { body: settings([]), token: customer })).status,
    ).toBe(403);
  });
});
