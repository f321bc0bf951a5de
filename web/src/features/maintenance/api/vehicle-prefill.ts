import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CarDueView, VehiclePrefill } from '@shop/shared/maintenance/car-link.schema';
import { apiRequest } from '@/lib/api-client.ts';

import type { CarLink } from './car-link-url.ts';

export type { CarLink } from './car-link-url.ts';

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

export { carLinkOf, type WizardLink } from './car-link-url.ts';
