import type { Knex } from 'knex';
import { bookingMessages } from '@shop/shared/bookings/messages';
import { availableSlots, EMPTY_DAY } from '@shop/shared/bookings/slot-rules';
import { toShopDate } from '@shop/shared/time/shop-time';
import { waitlistMessages as m } from '@shop/shared/waitlist/messages';
import type { joinWaitlistSchema } from '@shop/shared/waitlist/waitlist.schema';
import type { z } from 'zod';
import { firstName } from '@shop/shared/customers/first-name';
import { mailOrigin, type AppDeps } from '../app-deps.ts';
import { heldUnits } from '../appointments/appointments.repository.ts';
import { countBooking } from '../appointments/booking-limits.ts';
import { assertWithinHorizon } from '../appointments/capacity.ts';
import { occupancyByDay } from '../appointments/occupancy.ts';
import { lockShopDay } from '../db/dialect.ts';
import { AppError } from '../http/app-error.ts';
import { waitlistJoinedMail } from '../mail/waitlist-mails.ts';
import { planNotice } from '../notifications/plan-notice.ts';
import { entryOnListFor, insertEntry, positionOf } from './waitlist.repository.ts';
import { linkSlot } from '../links/link-slots.ts';
import { waitlistPagePath } from './waitlist-token.ts';
import { customerAndCar } from '../vehicles/customer-and-car.ts';
import { splitFullName } from '@shop/shared/appointments/appointment-shapes';

type Join = z.output<typeof joinWaitlistSchema>;
const NO_CAR = { make: '', model: '', year: '', vin: null };

/**
 * Puts a customer on a day's list: only a day from today to the horizon (400) that has no free
 * time of that type for those services (409 slots_available), one entry per email per day (409
 * conflict), within the booking limits (429). Answers the entry's place and its link token, and
 * mails them in the same transaction: a join sent later from an outbox learns its place there.
 */
export async function joinWaitlist(trx: Knex, deps: AppDeps, body: Join, address: string) {
  const date = toShopDate(body.date, deps.config.shop.timeZone);
  if (!date) throw new AppError(400, 'invalid_request', 'Use a date like 2026-03-09');
  if (date < deps.shopClock.today()) throw new AppError(400, 'invalid_request', m.pastDay);
  assertWithinHorizon(date, deps);
  const catalog = await deps.catalog.priced(trx);
  if (body.service_ids.some((id) => !catalog.some((s) => s.id === id)))
    throw new AppError(400, 'invalid_request', bookingMessages.unknownService);
  const email = body.contact_info.email.toLowerCase();
  await lockShopDay(trx, date);
  const occupancy = occupancyByDay(await heldUnits(trx, date, date)).get(date) ?? EMPTY_DAY;
  const free = availableSlots({
    date,
    type: body.type,
    serviceIds: body.service_ids,
    now: deps.clock.now(),
    config: deps.config.shop,
    occupancy,
  });
  if (free.length > 0) throw new AppError(409, 'slots_available', m.slotsAvailable);
  if (await entryOnListFor(trx, date, email)) throw new AppError(409, 'conflict', m.alreadyWaiting);
  const points = await customerAndCar(
    trx,
    {
      customer: {
        userId: null,
        emailIsAccount: false,
        email,
        phone: body.contact_info.phone,
        phoneCountry: deps.config.shopCountry,
        ...splitFullName(body.contact_info.name),
      },
      vehicle: { ...NO_CAR, ...body.vehicle_info, plate: body.vehicle_info?.license ?? '' },
      vehicleRequired: false,
    },
    deps.clock.now(),
  );
  // After the customer's rows, as a booking counts after its own (one order of row locks).
  await countBooking(trx, deps, email, address);
  const at = deps.clock.now().toISOString();
  const row = {
    date,
    slot_type: body.type,
    service_ids_json: JSON.stringify(body.service_ids),
    name: body.contact_info.name,
    email,
    phone: body.contact_info.phone,
    vehicle_json: body.vehicle_info ? JSON.stringify(body.vehicle_info) : null,
    ...points,
    created_at: at,
    updated_at: at,
  };
  const id = await insertEntry(trx, row);
  const position = await positionOf(trx, { id, date, slot_type: body.type });
  // A slot, filled as the mail is sent and as the answer leaves (see link-slots.ts).
  const token = linkSlot(deps.config.jwtSecret, 'waitlist', id);
  const mail = waitlistJoinedMail({
    to: email,
    name: firstName(row.name),
    date,
    position,
    pageUrl: mailOrigin(deps) + waitlistPagePath(id, token),
    shop: deps.config.shop,
  });
  await planNotice(trx, deps, { kind: 'waitlist_joined', to: { email, phone: body.contact_info.phone }, mail });
  return { success: true as const, entry: { id, position }, token };
}
