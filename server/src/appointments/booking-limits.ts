import type { Knex } from 'knex';
import { bookingMessages as m } from '@shop/shared/bookings/messages';
import { shopDateOf } from '@shop/shared/time/shop-time';
import type { AppDeps } from '../app-deps.ts';
import { AppError } from '../http/app-error.ts';
import { countRequest, requestCounts } from '../requests/requests.repository.ts';

/**
 * BOOKINGS_PER_EMAIL_PER_DAY new bookings per email and per client address per shop day, counted
 * in the booking's transaction (a refused booking counts nothing); the next is 429 with the shop's
 * phone. Staff bookings are not counted. The counters are the request form's daily counters.
 */
export async function countBooking(trx: Knex, deps: AppDeps, email: string, address: string): Promise<void> {
  const day = shopDateOf(deps.clock.now(), deps.config.shop.timeZone);
  const subjects = [
    `booking:email:${email}`,
    ...(deps.config.requestLimitByAddress ? [`booking:address:${address}`] : []),
  ];
  const limit = deps.config.bookingsPerEmailPerDay;
  if ((await requestCounts(trx, day, subjects)).some((n) => n >= limit))
    throw new AppError(429, 'too_many_requests', m.tooManyBookings(limit, deps.config.shop.phone));
  for (const subject of subjects) await countRequest(trx, day, subject);
}
