import type { ChecklistEntry } from '@shop/shared/inspections/checklist';
import type { Condition, Inspection, LineFields } from '@shop/shared/inspections/inspection.schema';
import { inspectionMessages as m } from '@shop/shared/inspections/messages';
import { outboxBlobRef } from '@/features/offline/api/outbox-blob-ref.ts';
import type { Write } from '@/features/offline/api/run-write.ts';
import { queryClient } from '@/lib/query-client.ts';
import { localInspection, localLine, withTotals } from './inspection-cache.ts';
import { inspectionKeys, inspectionQuery, inspectionVersion, patchInspection } from './inspection-queries.ts';

type Start = {
  appointmentId: number;
  id: string;
  checklist: ChecklistEntry[];
  rates: { laborRateCents: number; taxRatePercent: number };
};

/** POST /api/admin/appointments/{id}/inspection under an id the device made: later writes never wait for the server's. */
export const startInspection: Write<Start> = {
  kind: 'inspections',
  method: 'POST',
  path: ({ appointmentId }) => `/api/admin/appointments/${appointmentId}/inspection`,
  payload: ({ id }) => ({ id }),
  label: ({ appointmentId }) => `Start inspection of #${appointmentId}`,
  // The chain's first link: every later change of this inspection replays after it.
  versioned: ({ id }) => ({ record: `inspection:${id}`, version: 0 }),
  touches: inspectionKeys.all,
  optimistic: ({ appointmentId, id, checklist, rates }) =>
    queryClient.setQueryData(
      inspectionQuery(appointmentId).queryKey,
      localInspection(appointmentId, id, checklist, rates),
    ),
  success: null,
  failure: m.notFound,
};

type ItemArgs = { inspection: Inspection; key: string; label: string; condition: Condition; note: string };

/** PUT /api/admin/inspections/{id}/items/{key}. */
export const setItem: Write<ItemArgs> = {
  kind: 'inspections',
  method: 'PUT',
  path: ({ inspection, key }) => `/api/admin/inspections/${inspection.id}/items/${key}`,
  payload: ({ condition, note }) => ({ condition, note }),
  label: ({ label, condition }) => `${label}: ${m.conditions[condition]}`,
  versioned: ({ inspection }) => inspectionVersion(inspection),
  touches: inspectionKeys.all,
  optimistic: ({ inspection, key, condition, note }) =>
    patchInspection(inspection.appointment_id, (i) => ({
      ...i,
      items: i.items.map((it) => (it.key === key ? { ...it, condition, note } : it)),
    })),
  success: null,
  failure: m.conflict,
};

type PhotoArgs = {
  inspection: Inspection;
  key: string;
  label: string;
  photoId: string;
  bytes: ArrayBuffer;
  width: number;
  height: number;
};

/** POST .../items/{key}/photos?id=: the scaled photo's bytes wait in the outbox when offline. */
export const addPhoto: Write<PhotoArgs> = {
  kind: 'inspections',
  method: 'POST',
  path: ({ inspection, key, photoId }) => `/api/admin/inspections/${inspection.id}/items/${key}/photos?id=${photoId}`,
  binary: ({ bytes }) => ({ bytes, type: 'image/jpeg' }),
  // Shown from the outbox's copy of the bytes until the server's is there.
  shownAs: ({ photoId }) => photoId,
  label: ({ label }) => `Photo for ${label}`,
  versioned: ({ inspection }) => inspectionVersion(inspection),
  touches: inspectionKeys.all,
  optimistic: ({ inspection, key, photoId, width, height }) =>
    patchInspection(inspection.appointment_id, (i) => {
      const local = outboxBlobRef(photoId);
      const photo = { id: photoId, url: local, thumb_url: local, width, height };
      return { ...i, items: i.items.map((it) => (it.key === key ? { ...it, photos: [...it.photos, photo] } : it)) };
    }),
  success: null,
  failure: m.notAnImage,
};

type LineArgs = { inspection: Inspection; id: string; fields: LineFields };

/** POST /api/admin/inspections/{id}/lines under the device's id. */
export const addLine: Write<LineArgs> = {
  kind: 'inspections',
  method: 'POST',
  path: ({ inspection }) => `/api/admin/inspections/${inspection.id}/lines`,
  payload: ({ id, fields }) => ({ id, ...fields }),
  label: ({ fields }) => `Line: ${fields.description}`,
  versioned: ({ inspection }) => inspectionVersion(inspection),
  touches: inspectionKeys.all,
  optimistic: ({ inspection, id, fields }) =>
    patchInspection(inspection.appointment_id, (i) => withTotals({ ...i, lines: [...i.lines, localLine(id, fields)] })),
  success: null,
  failure: m.lineNotFound,
};

type RemoveArgs = { inspection: Inspection; id: string; description: string };

/** DELETE /api/admin/estimate-lines/{id}. */
export const removeLine: Write<RemoveArgs> = {
  kind: 'inspections',
  method: 'DELETE',
  path: ({ id }) => `/api/admin/estimate-lines/${id}`,
  label: ({ description }) => `Remove line: ${description}`,
  versioned: ({ inspection }) => inspectionVersion(inspection),
  touches: inspectionKeys.all,
  optimistic: ({ inspection, id }) =>
    patchInspection(inspection.appointment_id, (i) => withTotals({ ...i, lines: i.lines.filter((l) => l.id !== id) })),
  success: null,
  failure: m.lineAnswered,
};

/** POST /api/admin/inspections/{id}/send: the customer gets the link by mail (and SMS where on). */
export const sendInspection: Write<{ inspection: Inspection }> = {
  kind: 'inspections',
  method: 'POST',
  path: ({ inspection }) => `/api/admin/inspections/${inspection.id}/send`,
  payload: () => ({}),
  label: ({ inspection }) => `Send estimate of #${inspection.appointment_id}`,
  versioned: ({ inspection }) => inspectionVersion(inspection),
  touches: inspectionKeys.all,
  optimistic: ({ inspection }) =>
    patchInspection(inspection.appointment_id, (i) => ({ ...i, status: 'sent', sent_at: new Date().toISOString() })),
  success: 'Estimate sent to the customer',
  failure: m.nothingToSend,
};
