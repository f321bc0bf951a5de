import { describe, expect, it } from 'vitest';
import { termsOf } from '@shop/shared/inspections/estimate-revision';
import type { EstimateLine } from '@shop/shared/inspections/inspection.schema';
import { afterCommit } from '../test/booking-helpers.ts';
import { startedInspection } from '../test/inspection-helpers.ts';
import { declinedEstimate } from '../test/recommendation-helpers.ts';
import { adminTestApp } from '../test/test-app.ts';
import { carOf } from '../test/vehicle-helpers.ts';

const s = adminTestApp();

describe('declined work recovered', () => {
  it('when a recommendation is added to a later estimate and approved, then it is approved, counted as recovered and no longer open', async () => {
    const { t, admin } = s;
    const e = await declinedEstimate(t, admin);
    const [pads, wipers] = (await t.db('recommendations').orderBy('id').pluck('id')).map(Number);
    let list = await t.call('GET', '/api/admin/recommendations?status=open', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ open_cents: 8950 + 4000, recovered_cents_this_month: 0 });
    expect(list.body.recommendations[0]).toMatchObject({
      id: pads,
      customer_name: 'Ana Lopez',
      phone: expect.stringContaining('555'),
      last_message_at: null,
    });
    const car = await t.call('GET', `/api/admin/vehicles/${e.vehicleId}`, { token: admin });
    expect(car.body.recommendations.map((r: { id: number }) => r.id).sort()).toEqual([pads, wipers].sort());

    // The car's next visit: staff add the pads from the recommendation in one tap.
    const next = await startedInspection(t, admin);
    await t.db('inspections').where({ id: next.inspection.id }).update({ vehicle_id: e.vehicleId });
    const added = await t.call('POST', `/api/admin/inspections/${next.inspection.id}/lines`, {
      body: { from_recommendation: pads },
      token: admin,
    });
    expect(added.status).toBe(201);
    expect(added.body.line).toMatchObject({ description: 'Brake pads', unit_price_cents: 8950, quantity: 1 });
    await t.call('POST', `/api/admin/inspections/${next.inspection.id}/send`, { body: {}, token: admin });
    await afterCommit(t);
    const estimate = `/api/appointments/${next.id}/estimate`;
    const read = (await t.call('GET', `${estimate}?t=${next.trackingToken}`)).body.inspection as {
      version: number;
      lines: EstimateLine[];
    };
    const answered = await t.call('POST', `${estimate}/answer?t=${next.trackingToken}`, {
      body: {
        approved: [added.body.line.id],
        declined: [],
        name: 'Ana',
        version: read.version,
        read: read.lines.map(termsOf),
      },
    });
    expect(answered.status).toBe(200);

    list = await t.call('GET', '/api/admin/recommendations?status=open', { token: admin });
    expect(list.body).toMatchObject({ open_cents: 4000, recovered_cents_this_month: 8950 });
    expect(list.body.recommendations.map((r: { id: number }) => r.id)).toEqual([wipers]);
    const page = await t.call('GET', `/api/recommendations?vehicle=${e.vehicleId}&t=${e.carToken}`);
    expect(page.body.recommendations.map((r: { id: number }) => r.id)).toEqual([wipers]);
  });

  it('when a recommendation is copied twice onto one estimate or declined again, then it is one line and still one open recommendation', async () => {
    const { t, admin } = s;
    const e = await declinedEstimate(t, admin);
    const pads = Number((await t.db('recommendations').orderBy('id').first('id')).id);
    const next = await startedInspection(t, admin);
    await t.db('inspections').where({ id: next.inspection.id }).update({ vehicle_id: e.vehicleId });
    const lines = `/api/admin/inspections/${next.inspection.id}/lines`;
    const added = await t.call('POST', lines, { body: { from_recommendation: pads }, token: admin });
    expect(added.status).toBe(201);
    const twice = await t.call('POST', lines, { body: { from_recommendation: pads }, token: admin });
    expect(twice.status).toBe(409);
    expect(await t.db('estimate_lines').where({ inspection_id: next.inspection.id })).toHaveLength(1);

    await t.call('POST', `/api/admin/inspections/${next.inspection.id}/send`, { body: {}, token: admin });
    await afterCommit(t);
    const estimate = `/api/appointments/${next.id}/estimate`;
    const read = (await t.call('GET', `${estimate}?t=${next.trackingToken}`)).body.inspection as {
      version: number;
      lines: EstimateLine[];
    };
    const answered = await t.call('POST', `${estimate}/answer?t=${next.trackingToken}`, {
      body: {
        approved: [],
        declined: [added.body.line.id],
        name: 'Ana',
        version: read.version,
        read: read.lines.map(termsOf),
      },
    });
    expect(answered.status).toBe(200);
    const rows = await t.db('recommendations').where({ description: 'Brake pads' }).select('id', 'status');
    expect(rows.map((r) => [Number(r.id), r.status])).toEqual([[pads, 'open']]);
  });

  it("when a line is added from another car's recommendation, then it is 404 and no line is added", async () => {
    const { t, admin } = s;
    await declinedEstimate(t, admin);
    const pads = Number((await t.db('recommendations').orderBy('id').first('id')).id);
    const other = await startedInspection(t, admin);
    await t.db('inspections').where({ id: other.inspection.id }).update({ vehicle_id: null });
    const added = await t.call('POST', `/api/admin/inspections/${other.inspection.id}/lines`, {
      body: { from_recommendation: pads },
      token: admin,
    });
    expect(added.status).toBe(404);
    expect(await t.db('estimate_lines').where({ inspection_id: other.inspection.id })).toHaveLength(0);
  });

  it('when the car is merged into another, then its recommendations follow the kept car', async () => {
    const { t, admin } = s;
    const e = await declinedEstimate(t, admin);
    const kept = await carOf(t, 'ana@example.com', { vin: '1HGCM82633A004352' });
    const merged = await t.call('POST', `/api/admin/vehicles/${e.vehicleId}/merge`, {
      body: { into: kept.vehicleId },
      token: admin,
    });
    expect(merged.status).toBe(200);
    const page = await t.call('GET', `/api/admin/vehicles/${kept.vehicleId}`, { token: admin });
    expect(page.body.recommendations.map((r: { description: string }) => r.description).sort()).toEqual([
      'Brake pads',
      'Wiper blades fitting',
    ]);
  });
});
