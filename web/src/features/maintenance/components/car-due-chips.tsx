import { useQuery } from '@tanstack/react-query';
import { vehicleQuery } from '@/features/vehicles/api/vehicle-queries.ts';
import { DueChips } from '@/features/vehicles/components/due-chips.tsx';

/** The car's due chips where staff meet it at check-in: its page, from the cache when offline. */
export function CarDueChips({ vehicleId }: { vehicleId: number }) {
  const q = useQuery(vehicleQuery(vehicleId));
  return q.data ? <DueChips due={q.data.due} /> : null;
}
