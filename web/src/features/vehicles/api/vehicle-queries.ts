import { queryOptions } from '@tanstack/react-query';
import type { CustomerHit } from '@shop/shared/customers/customer.schema';
import type { MyVehicle, VehiclePage } from '@shop/shared/vehicles/vehicle-page.schema';
import { apiRequest } from '@/lib/api-client.ts';
import { adminKeys } from '@/features/appointments/api/appointment-queries.ts';

/** A car's page opens offline for a month after it was last opened (issue 36). */
export const VEHICLE_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/** Under the staff root, so a staff write anywhere (a visit completed) refreshes the car's page too. */
export const vehicleKeys = {
  all: [...adminKeys.all, 'vehicles'] as const,
  one: (id: number) => [...adminKeys.all, 'vehicles', id] as const,
  customers: (q: string) => [...adminKeys.all, 'customers', q] as const,
};

/**
 * GET /api/admin/vehicles/{id}: kept in storage for 30 days (`meta.keptMs`, read on restore), and
 * in memory until `keepVehiclesOffline` drops it. Not a 30-day gcTime: that overflows the 32-bit
 * timer, which then fires at once and drops the answer as soon as the page closes.
 */
export const vehicleQuery = (id: number) =>
  queryOptions({
    queryKey: vehicleKeys.one(id),
    queryFn: () => apiRequest<VehiclePage>(`/api/admin/vehicles/${id}`),
    gcTime: Infinity,
    meta: { keptMs: VEHICLE_KEPT_MS },
    // A 410 (merged) or 404 is an answer, not a flaky network: asking again changes nothing.
    retry: (count, error) => count < 1 && !(error as { status?: number }).status,
  });

/** GET /api/admin/customers?q=: one search over name, email, phone digits, plate and VIN. */
export const customerSearchQuery = (q: string) =>
  queryOptions({
    queryKey: vehicleKeys.customers(q),
    queryFn: () =>
      apiRequest<{ customers: CustomerHit[] }>(`/api/admin/customers?q=${encodeURIComponent(q)}`).then(
        (a) => a.customers,
      ),
    enabled: q.trim().length >= 2,
    staleTime: 30_000,
  });

/** GET /api/users/me/vehicles: the signed-in customer's cars with their visits. */
export const myVehiclesQuery = queryOptions({
  queryKey: ['my-vehicles'],
  queryFn: () => apiRequest<{ vehicles: MyVehicle[] }>('/api/users/me/vehicles'),
});
