import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CustomerHit } from '@shop/shared/customers/customer.schema';
import { nextOpenDay } from '@shop/shared/shop/next-open-day';
import type { ShopInfo } from '@shop/shared/shop/shop-config.schema';
import { vehicleToken } from '../server/src/vehicles/vehicle-token.ts';
import type { APIRequestContext } from '@playwright/test';
import { adminBook, expect, shopToday } from './support.ts';

/** The cars the shop keeps for a customer, found by the staff search (email, plate, VIN...). */
export async function carsOf(
  request: APIRequestContext,
  token: string,
  q: string,
): Promise<{ id: number; label: string }[]> {
  const res = await request.get(`/api/admin/customers?q=${encodeURIComponent(q)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { customers } = (await res.json()) as { customers: CustomerHit[] };
  return customers.flatMap((c) => c.vehicles);
}

/** The car a customer's bookings point at, from the staff list (searched by her email). */
export async function carOfBookings(request: APIRequestContext, token: string, email: string): Promise<number> {
  const res = await request.get(`/api/admin/appointments?search=${encodeURIComponent(email)}&searchType=email`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { appointments } = (await res.json()) as { appointments: { vehicle_id: number | null }[] };
  expect(appointments[0]?.vehicle_id, 'the booking points at a car').toEqual(expect.any(Number));
  return appointments[0].vehicle_id!;
}

/**
 * A staff booking on the board the tablet keeps offline (today's and the next open day's): a free
 * hour today, or, once today's hours are past or the shop is closed today, on the next open day,
 * so the journey holds at any time of day and on weekends.
 */
export async function bookOnBoard(
  request: APIRequestContext,
  token: string,
  b: { first: string; email: string; make: string },
): Promise<void> {
  const { hours } = (await (await request.get('/api/shop')).json()) as ShopInfo;
  const days = [shopToday(), nextOpenDay(shopToday(), hours)];
  for (const date of days)
    // Latest first: today's last hours are the ones still ahead, and the next open day's morning
    // is where other journeys book.
    for (const hour of [16, 15, 14, 13, 12, 11, 10, 9]) {
      const start = `${String(hour).padStart(2, '0')}:00`;
      try {
        await adminBook(request, token, { date, start, ...b });
        return;
      } catch {
        // That hour is past, full or closed: the next one.
      }
    }
  throw new Error(`no free hour on ${days.join(' or ')}`);
}

/**
 * The token a reminder or follow-up of this car carries: made from the server's secret (kept in
 * DATA_DIR) for the car and its owner of the day, as the server fills it into the mail.
 */
export async function carLinkToken(request: APIRequestContext, token: string, vehicleId: number): Promise<string> {
  const res = await request.get(`/api/admin/vehicles/${vehicleId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  const { vehicle } = (await res.json()) as { vehicle: { customer_id: number } };
  const secret = readFileSync(path.join(process.env.E2E_DATA_DIR!, 'jwt-secret'), 'utf8').trim();
  return vehicleToken(secret, { id: vehicleId, customer_id: vehicle.customer_id });
}
