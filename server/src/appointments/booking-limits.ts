import type { Knex } from 'knex';
import { bookingMessages as m } from '@shop/shared/bookings/messages';
import type { AppDeps } from '../app-deps.ts';
import { AppError } from '../http/app-error.ts';
import { takeDailyQuota } from '../http/daily-quota.ts';

/**
 * BOOKINGS_PER_EMAIL_PER_DAY new bookings per email and per client address per shop day, counted
 * in the booking's transaction (a refused booking counts nothing); the next is 429 with the shop's
 * phone. Staff bookings are not counted.
 */
export async function countBooking(trx: Knex, deps: AppDeps, email: string, address: string): Promise<void> {
  const limit = deps.config.bookingsPerEmailPerDay;
  await takeDailyQuota(trx, deps, {
    subjects: [`booking:email:${email}`, ...(deps.config.requestLimitByAddress ? [`booking:address:${address}`] : [])],
    limit,
    refusal: () => new AppError(429, 'too_many_requests', m.tooManyBookings(limit, deps.config.shop.phone)),
  });
}
