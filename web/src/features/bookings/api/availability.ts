import { queryOptions } from '@tanstack/react-query';
import type { AvailableDatesResponse, AvailableSlotsResponse } from '@shop/shared/bookings/booking.schema';
import type { SlotType } from '@shop/shared/bookings/slot-rules';
import { apiRequest } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';

/** The roots of the availability keys: invalidating one refreshes every date or slot list, staff's too. */
export const availabilityKeys = { dates: ['available-dates'] as const, slots: ['available-slots'] as const };

/** Every date and slot list read again: after a time was taken meanwhile, none kept may offer it. */
export function refreshAvailability(): void {
  void queryClient.invalidateQueries({ queryKey: availabilityKeys.slots });
  void queryClient.invalidateQueries({ queryKey: availabilityKeys.dates });
}

/** The query's `type=`: none for staff's hourly slots. */
const typeParam = (type: SlotType) => (type === 'hourly' ? '' : `&type=${type}`);

export const availableDatesQuery = (month: string, type: SlotType, serviceIds: number[]) =>
  queryOptions({
    queryKey: [...availabilityKeys.dates, month, type, serviceIds.join(',')],
    queryFn: () =>
      apiRequest<AvailableDatesResponse>(
        `/api/appointments/available-dates?month=${month}${typeParam(type)}&service_ids=${serviceIds.join(',')}`,
      ),
    staleTime: 30_000,
  });

export const availableSlotsQuery = (date: string, type: SlotType, serviceIds: number[]) =>
  queryOptions({
    queryKey: [...availabilityKeys.slots, date, type, serviceIds.join(',')],
    queryFn: async () =>
      (
        await apiRequest<AvailableSlotsResponse>(
          `/api/appointments/available-slots?date=${date}${typeParam(type)}&service_ids=${serviceIds.join(',')}`,
        )
      ).available_slots,
    staleTime: 15_000,
  });
