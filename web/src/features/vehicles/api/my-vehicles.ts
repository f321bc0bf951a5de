import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Vehicle } from '@shop/shared/vehicles/vehicle.schema';
import { ApiError, apiRequest } from '@/lib/api-client.ts';
import { useSignedInUser } from '@/features/session/api/session.tsx';

/** What the pick of a car reads of GET /api/users/me/vehicles: each car's record. */
interface MyVehiclesAnswer {
  vehicles: { vehicle: Vehicle }[];
}

export const myVehiclesQuery = queryOptions({
  queryKey: ['my-vehicles'],
  queryFn: async ({ signal }) => {
    try {
      const body = await apiRequest<MyVehiclesAnswer>('/api/users/me/vehicles', { signal });
      return body.vehicles.map((v) => v.vehicle).filter((v) => !v.archived);
    } catch (err) {
      // A server without the route has no cars to offer: the plain fields are the whole step.
      if (err instanceof ApiError && err.status === 404) return [];
      throw err;
    }
  },
  staleTime: 60_000,
});

/** The signed-in customer's cars still in use, to pick one instead of typing it; none when signed out. */
export function useMyVehicles(): Vehicle[] {
  const user = useSignedInUser();
  const query = useQuery({ ...myVehiclesQuery, enabled: user !== null });
  return (user && query.data) || [];
}
