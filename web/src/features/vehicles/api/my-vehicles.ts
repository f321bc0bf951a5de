import { useQuery } from '@tanstack/react-query';
import type { Vehicle } from '@shop/shared/vehicles/vehicle.schema';
import type { MyVehicle } from '@shop/shared/vehicles/vehicle-page.schema';
import { useSignedInUser } from '@/features/session/api/session.tsx';
import { myVehiclesQuery } from './vehicle-queries.ts';

const carsInUse = (answer: { vehicles: MyVehicle[] }): Vehicle[] =>
  answer.vehicles.map((v) => v.vehicle).filter((v) => !v.archived);

/**
 * The signed-in customer's cars still in use, to pick one instead of typing it: the same query as
 * My vehicles (one cache entry, one shape), read through `select`. None when signed out or when
 * her cars cannot be read (offline with nothing saved, an error): the plain fields are the step.
 */
export function useMyVehicles(): Vehicle[] {
  const user = useSignedInUser();
  const query = useQuery({ ...myVehiclesQuery, enabled: user !== null, select: carsInUse, retry: false });
  return (user && query.data) || [];
}
