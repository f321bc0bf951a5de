import { z } from '../../shared/src/zod.ts';
import {
  availableSlotsResponseSchema,
  createBookingResponseSchema,
  customerAppointmentSchema,
} from '../../shared/src/bookings/booking.schema.ts';
import { joinAnswerSchema, waitlistEntrySchema } from '../../shared/src/waitlist/waitlist.schema.ts';
import type { RunningServer } from './server-process.ts';

/** A Tuesday far beyond anyone else's bookings; its 100 drop-off places are the bench's. */
export const WAITLIST_DAY = '2040-03-06';
export const PEOPLE = 100;
/** Every fourth person lets the offer run out, so the time passes on to the next. */
export const letsItRunOut = (joinIndex: number) => joinIndex % 4 === 3;

type Answer = { status: number; body: unknown };
export type Api = (method: string, url: string, body?: unknown) => Promise<Answer>;

/** Calls the server on 127.0.0.1 as a visitor, or as staff with `token`. */
export const apiOf =
  (server: RunningServer, token?: string): Api =>
  async (method, url, body) => {
    const res = await fetch(`${server.url}${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };

const contact = (who: string, n: number) => ({
  name: `${who} ${n}`,
  email: `${who}${n}@bench.test`,
  phone: '5105550100',
});
/** The answer's body read by its shared schema; a refusal stops the bench. */
function sure<S extends z.ZodType>(a: Answer, what: string, schema: S): z.output<S> {
  if (a.status >= 300) throw new Error(`${what}: ${a.status} ${JSON.stringify(a.body)}`);
  return schema.parse(a.body);
}
const cancelAnswerSchema = z.object({ appointment: customerAppointmentSchema.pick({ updated_at: true }) });
const staffListSchema = z.object({ entries: z.array(waitlistEntrySchema) });

/** Books every drop-off place of the day through the wizard; answers each booking's id and link token. */
export async function fillDay(visitor: Api): Promise<{ id: number; token: string }[]> {
  const made = [];
  for (let n = 0; n < PEOPLE; n += 1) {
    const body = sure(
      await visitor('POST', '/api/appointments', {
        service_type_id: 1,
        date: WAITLIST_DAY,
        start_time: '10:00',
        is_drop_off: true,
        vehicle_info: { make: 'Toyota', model: 'Corolla', year: '2018', vin: null, license: null },
        contact_info: contact('Booked', n),
        notes: '',
      }),
      'booking',
      createBookingResponseSchema,
    );
    made.push({ id: body.appointment.id, token: body.tracking_token });
  }
  return made;
}

export interface Person {
  index: number;
  id: number;
  token: string;
}

/** PEOPLE join the day's drop-off list one after another; answers them in join order. */
export async function joinAll(visitor: Api): Promise<Person[]> {
  const people = [];
  for (let index = 0; index < PEOPLE; index += 1) {
    const body = sure(
      await visitor('POST', '/api/waitlist', {
        date: WAITLIST_DAY,
        type: 'dropoff',
        service_ids: [1],
        contact_info: contact('Waiting', index),
      }),
      'join',
      joinAnswerSchema,
    );
    if (body.entry.position !== index + 1) throw new Error(`joined at ${body.entry.position}, not ${index + 1}`);
    people.push({ index, id: body.entry.id, token: body.token });
  }
  return people;
}

export interface CancelRun {
  /** Server time of each cancel's write (its appointment's updated_at), in ms. */
  freedAt: number[];
  claimed: number;
  /** Claims refused because the offer had run out before the bench could take it. */
  claimsTooLate: number;
}

/**
 * Cancels the bookings one by one; after each, acts as the people would until the day settles:
 * whoever is offered a time takes it at once from the link, unless they let it run out. Settled
 * means nobody holds an offer and either nobody waits or the day has no free drop-off.
 */
export async function cancelAll(
  visitor: Api,
  staff: Api,
  booked: { id: number; token: string }[],
  people: Person[],
): Promise<CancelRun> {
  const run: CancelRun = { freedAt: [], claimed: 0, claimsTooLate: 0 };
  const byId = new Map(people.map((p) => [p.id, p]));
  const seen = new Set<number>();
  const settle = async () => {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      // Free places first: a time held after this read shows as an offer in the list read next.
      const free = sure(
        await visitor('GET', `/api/appointments/available-slots?date=${WAITLIST_DAY}&service_id=1&type=dropoff`),
        'slots',
        availableSlotsResponseSchema,
      ).available_slots.length;
      const list = await staff('GET', `/api/admin/waitlist?date=${WAITLIST_DAY}`);
      const { entries } = sure(list, 'list', staffListSchema);
      const offered = entries.filter((e) => e.status === 'offered');
      for (const e of offered.filter((o) => !seen.has(o.id))) {
        seen.add(e.id);
        const p = byId.get(e.id)!;
        if (letsItRunOut(p.index)) continue;
        const claim = await visitor('POST', `/api/waitlist/${p.id}/claim?t=${encodeURIComponent(p.token)}`, {
          start_time: e.offer!.start_time,
        });
        if (claim.status === 201) run.claimed += 1;
        else if (claim.status === 410) run.claimsTooLate += 1;
        else throw new Error(`claim: ${claim.status} ${JSON.stringify(claim.body)}`);
      }
      if (offered.length === 0 && (free === 0 || !entries.some((e) => e.status === 'waiting'))) return;
      await sleep(10);
    }
    throw new Error('the waitlist did not settle within 30 s');
  };
  for (const b of booked) {
    const body = sure(
      await visitor('POST', `/api/appointments/${b.id}/cancel?t=${encodeURIComponent(b.token)}`, {}),
      'cancel',
      cancelAnswerSchema,
    );
    run.freedAt.push(Date.parse(body.appointment.updated_at));
    await settle();
  }
  return run;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
