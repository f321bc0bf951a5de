import { carTokenOf } from './vehicle-helpers.ts';
import { termsOf } from '@shop/shared/inspections/estimate-revision';
import type { EstimateLine } from '@shop/shared/inspections/inspection.schema';
import { afterCommit } from './booking-helpers.ts';
import { jpeg, startedInspection, threeLines, upload } from './inspection-helpers.ts';
import type { TestApp } from './test-app.ts';

/**
 * A sent estimate whose brakes were found urgent (with a photo) and whose customer approved the
 * labor line and declined the brake pads (urgent) and the wiper fitting (no item: soon).
 */
export async function declinedEstimate(t: TestApp, admin: string) {
  const s = await startedInspection(t, admin);
  const inspectionId = s.inspection.id;
  await t.call('PUT', `/api/admin/inspections/${inspectionId}/items/brakes`, {
    body: { condition: 'urgent', note: 'Pads at 2 mm' },
    token: admin,
  });
  const photo = await upload(t, admin, `/api/admin/inspections/${inspectionId}/items/brakes/photos`, await jpeg());
  const [labor, pads, wipers] = await threeLines(t, admin, inspectionId);
  await t.call('POST', `/api/admin/inspections/${inspectionId}/send`, { body: {}, token: admin });
  await afterCommit(t);
  const estimate = `/api/appointments/${s.id}/estimate`;
  const read = (await t.call('GET', `${estimate}?t=${s.trackingToken}`)).body.inspection as {
    version: number;
    lines: EstimateLine[];
  };
  const answer = () =>
    t.call('POST', `${estimate}/answer?t=${s.trackingToken}`, {
      body: {
        approved: [labor],
        declined: [pads, wipers],
        name: 'Ana Lopez',
        version: read.version,
        read: read.lines.map(termsOf),
      },
    });
  const answered = await answer();
  if (answered.status !== 200) throw new Error(`answer failed: ${JSON.stringify(answered.body)}`);
  await afterCommit(t);
  const { vehicle_id: vehicleId } = (await t.db('inspections').where({ id: inspectionId }).first('vehicle_id')) as {
    vehicle_id: number;
  };
  return {
    ...s,
    inspectionId,
    photoId: photo.body.photo.id as string,
    lines: { labor, pads, wipers },
    answer,
    vehicleId: Number(vehicleId),
    carToken: await carTokenOf(t, Number(vehicleId)),
  };
}

/** The mails whose subject says declined work is still recommended. */
export const followupMails = (t: TestApp, to = 'ana@example.com') =>
  t.mailsTo(to).filter((m) => m.subject.includes('still recommended'));
