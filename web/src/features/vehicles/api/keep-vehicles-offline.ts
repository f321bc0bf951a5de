import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { nextOpenDay } from '@shop/shared/shop/next-open-day';
import { shopDateOf } from '@shop/shared/time/shop-time';
import { adminAppointmentsQuery } from '@/features/appointments/api/appointment-queries.ts';
import { useShopHours, useShopZone } from '@/features/shop/api/use-shop.ts';
import { queryClient } from '@/lib/query-client.ts';
import { offlineVehicleIds, readOpened } from './opened-vehicles.ts';
import { vehicleKeys, vehicleQuery } from './vehicle-queries.ts';

/**
 * Fetches the pages of these cars into the persisted cache, one after another (the tablet shares
 * the shop's Wi-Fi), and drops every other car's page it holds.
 */
export async function keepVehiclesOffline(ids: number[]): Promise<void> {
  const keep = new Set(ids);
  queryClient.removeQueries({
    queryKey: vehicleKeys.all,
    predicate: (q) => typeof q.queryKey[2] === 'number' && !keep.has(q.queryKey[2]),
  });
  for (const id of ids) await queryClient.prefetchQuery(vehicleQuery(id));
}

/**
 * Keeps for offline the page of every car on today's board and the next open day's (Monday's on a
 * Friday evening) and of every car opened here in the last 30 days. Runs whenever the board is fetched afresh; never from a board restored
 * offline, which may miss a car booked since.
 */
export function useKeepVehiclesOffline(): void {
  const zone = useShopZone();
  const hours = useShopHours();
  const today = shopDateOf(new Date(), zone);
  const next = nextOpenDay(today, hours);
  const board = useQuery(adminAppointmentsQuery({ date: 'custom', from: today, to: next, limit: '2000' }));
  const fresh = board.isSuccess && board.isFetchedAfterMount ? board.dataUpdatedAt : 0;
  useEffect(() => {
    if (!fresh || !board.data) return;
    const ids = offlineVehicleIds(
      board.data.appointments.map((a) => a.vehicle_id),
      readOpened(),
      Date.now(),
    );
    void keepVehiclesOffline(ids);
    // Once per fresh answer of the board: its data object changes with it.
  }, [fresh]);
}
