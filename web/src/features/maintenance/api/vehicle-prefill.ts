import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CarDueView, VehiclePrefill } from '@shop/shared/maintenance/car-link.schema';
import { apiRequest } from '@/lib/api-client.ts';

/** A reminder's link: the car and the token it carries. */
export interface CarLink {
  vehicleId: number;
  token: string;
}

const withToken = (path: string, link: CarLink) => `${path}?t=${encodeURIComponent(link.token)}`;

export const vehiclePrefillQuery = (link: CarLink) =>
  queryOptions({
    queryKey: ['vehicle-prefill', link.vehicleId, link.token],
    queryFn: () => apiRequest<VehiclePrefill>(withToken(`/api/vehicles/${link.vehicleId}/prefill`, link)),
    retry: false,
    staleTime: 5 * 60_000,
  });

export const useVehiclePrefill = (link: CarLink | null) =>
  useQuery({ ...vehiclePrefillQuery(link ?? { vehicleId: 0, token: '' }), enabled: link !== null });

/** "My odometer reads ___": records her reading, and the due lines it recomputes replace the prefill's. */
export function useCustomerReading(link: CarLink) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (value: number) =>
      apiRequest<CarDueView>(withToken(`/api/vehicles/${link.vehicleId}/readings`, link), {
        method: 'POST',
        body: { value },
        idempotencyKey: crypto.randomUUID(),
      }),
    onSuccess: (view) =>
      client.setQueryData(vehiclePrefillQuery(link).queryKey, (old) => (old ? { ...old, ...view } : old)),
  });
}

/** A car's link to the wizard: a reminder's services, or Book these's declined lines. */
export type WizardLink = CarLink & { serviceIds: number[]; recommendationIds: number[] };

const idsOf = (list: string | null) =>
  [...new Set((list ?? '').split(',').map(Number))].filter((n) => Number.isInteger(n) && n > 0);

/** The link's parameters from /schedule's query string, or null when it is not a car's link. */
export function carLinkOf(search: string): WizardLink | null {
  const p = new URLSearchParams(search);
  const vehicleId = Number(p.get('vehicle'));
  const token = p.get('t');
  if (!Number.isInteger(vehicleId) || vehicleId <= 0 || !token) return null;
  return { vehicleId, token, serviceIds: idsOf(p.get('services')), recommendationIds: idsOf(p.get('recommendations')) };
}
