import { queryOptions } from '@tanstack/react-query';
import type { AvailableDatesResponse, AvailableSlotsResponse } from '@shop/shared/bookings/booking.schema';
import { apiRequest } from '@/lib/api-client.ts';

export type SlotKind = 'sameday' | 'dropoff';

export const availableDatesQuery = (month: string, type: SlotKind, serviceIds: number[]) =>
  queryOptions({
    queryKey: ['available-dates', month, type, serviceIds.join(',')],
    queryFn: () =>
      apiRequest<AvailableDatesResponse>(
        `/api/appointments/available-dates?month=${month}&type=${type}&service_ids=${serviceIds.join(',')}`,
      ),
    staleTime: 30_000,
  });

export const availableSlotsQuery = (date: string, type: SlotKind, serviceIds: number[]) =>
  queryOptions({
    queryKey: ['available-slots', date, type, serviceIds.join(',')],
    queryFn: async () =>
      (
        await apiRequest<AvailableSlotsResponse>(
          `/api/appointments/available-slots?date=${date}&type=${type}&service_ids=${serviceIds.join(',')}`,
        )
      ).available_slots,
    staleTime: 15_000,
  });
