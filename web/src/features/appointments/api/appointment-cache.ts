import type { Appointment } from '@shop/shared/bookings/booking.schema';
import { queryClient } from '@/lib/query-client.ts';
import { adminKeys } from './appointment-queries.ts';

type List = { appointments: Appointment[]; total: number };

/** Applies a change to one appointment in every cached admin list at once; null removes it. */
export function patchCachedAppointment(id: number, patch: (a: Appointment) => Appointment | null): void {
  queryClient.setQueriesData<List>({ queryKey: adminKeys.appointments }, (old) =>
    old
      ? {
          ...old,
          appointments: old.appointments.flatMap((a) =>
            a.id === id ? [patch(a)].filter((x): x is Appointment => x !== null) : [a],
          ),
        }
      : old,
  );
}

/** Changes to one appointment replay in order, each on the version the one before produced. */
export const appointmentVersion = (a: Appointment) => ({ record: `appointment:${a.id}`, version: a.version });
