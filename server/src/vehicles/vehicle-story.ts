import { lineTotalCents } from '@shop/shared/inspections/estimate-rules';
import { shopInstant } from '@shop/shared/time/shop-time';
import { vehicleMessages as m } from '@shop/shared/vehicles/messages';
import type { OdometerUnit, Reading, TimelineEntry } from '@shop/shared/vehicles/vehicle.schema';
import { photoPath } from '../inspections/inspection-dto.ts';
import { textsMessages } from '@shop/shared/texts/messages';
import type { InspectionPhotoRow, MessageRow, StoryLineRow, TextRow, VisitRow } from './vehicle-story.repository.ts';

export interface StoryRows {
  visits: VisitRow[];
  inspections: InspectionPhotoRow[];
  lines: StoryLineRow[];
  messages: MessageRow[];
  readings: Reading[];
  /** The owner's two-way texts (none where the story is not read for staff). */
  texts?: TextRow[];
}

/** Rows with the same key, in their order, as one group each (a visit's services, an inspection's photos). */
function groupBy<R, K>(rows: R[], key: (r: R) => K): R[][] {
  const groups = new Map<K, R[]>();
  for (const r of rows) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
  return [...groups.values()];
}

/** The services of a visit, one row per service, as names (none for a visit without any). */
export const servicesOf = (rows: VisitRow[]): string[] => rows.flatMap((r) => (r.service === null ? [] : [r.service]));

/** Visits in the order read (newest first), each with its services. */
export const groupVisits = (rows: VisitRow[]): VisitRow[][] => groupBy(rows, (r) => r.id);

/** The kinds in the order they are listed when they happened at the same instant. */
const KIND_ORDER: Record<TimelineEntry['kind'], number> = {
  message: 0,
  line: 1,
  inspection: 2,
  reading: 3,
  recommendation: 4,
  visit: 5,
};

/** One timeline of a car from what was read about it, newest first. */
export function timelineOf(rows: StoryRows, unit: OdometerUnit, timeZone: string): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  for (const visit of groupVisits(rows.visits)) {
    const first = visit[0]!;
    const services = servicesOf(visit);
    entries.push({
      at: shopInstant(first.date, first.start_time, timeZone).toISOString(),
      kind: 'visit',
      title: services.length > 0 ? services.join(', ') : m.timelineVisit,
      appointment_id: first.id,
      status: first.status,
    });
  }
  for (const photos of groupBy(rows.inspections, (r) => r.id)) {
    const i = photos[0]!;
    entries.push({
      at: i.sent_at ?? i.created_at,
      kind: 'inspection',
      title: m.timelineInspection,
      appointment_id: i.appointment_id,
      inspection_id: i.id,
      status: i.status,
      photo_urls: photos.flatMap((p) => (p.photo_id === null ? [] : [photoPath(p.photo_id)])),
    });
  }
  for (const l of rows.lines)
    entries.push({
      // A line is answered with its estimate; until then it stands where it was written.
      at: l.decision === 'pending' ? l.created_at : (l.answered_at ?? l.created_at),
      kind: 'line',
      title: l.description,
      appointment_id: l.appointment_id,
      price_cents: lineTotalCents(l),
      decision: l.decision,
    });
  for (const r of rows.readings)
    entries.push({
      at: r.recorded_at,
      kind: 'reading',
      title: m.timelineReading(r.value, unit),
      detail: m.readingSource[r.source],
      ...(r.appointment_id ? { appointment_id: r.appointment_id } : {}),
    });
  for (const msg of rows.messages)
    entries.push({
      at: msg.sent_at,
      kind: 'message',
      title: msg.subject,
      detail: msg.channel,
      appointment_id: msg.appointment_id,
    });
  for (const text of rows.texts ?? [])
    entries.push({
      at: text.created_at,
      kind: 'message',
      title: textsMessages.timelineTitle(text.body),
      detail: text.direction === 'in' ? textsMessages.timelineIn : textsMessages.timelineOut,
    });
  return entries.sort((a, b) => b.at.localeCompare(a.at) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
}
