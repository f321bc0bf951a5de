import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isFiltered, matchesSearch, sortAppointments } from '@shop/shared/appointments/appointment-filters';
import { appointmentMessages as m } from '@shop/shared/appointments/messages';
import type { Appointment } from '@shop/shared/bookings/booking.schema';
import { shopDateOf, shopTimeOf } from '@shop/shared/time/shop-time';
import { OfflineNote } from '@/features/offline/components/offline-note.tsx';
import { useShopZone } from '@/features/shop/api/use-shop.ts';
import { useWrite } from '@/features/offline/api/run-write.ts';
import { adminAppointmentsQuery } from '../api/appointment-queries.ts';
import { deleteAppointment } from '../api/delete-appointment.ts';
import { ConfirmDelete } from './confirm-delete.tsx';
import { AppointmentSearchBar } from './appointment-search-bar.tsx';
import { AppointmentsTable } from './appointments-table.tsx';
import { toQuery, useAppointmentSearch } from './use-appointment-search.ts';

// The details hold the edit, note and reschedule forms: their code loads when an appointment is opened.
const AppointmentDetails = lazy(async () => ({
  default: (await import('./appointment-details.tsx')).AppointmentDetails,
}));

/** The admin appointments list: search, the table, the details modal (?view= / ?edit=) and delete. */
export function AppointmentsTab() {
  const s = useAppointmentSearch();
  const [deleting, setDeleting] = useState<Appointment | null>(null);
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('view') ?? params.get('edit') ?? 0);
  const q = useQuery({
    ...adminAppointmentsQuery({ ...toQuery(s.applied), limit: String(s.limit) }),
    placeholderData: (prev) => prev,
  });
  const remove = useWrite(deleteAppointment);
  const now = new Date();
  const zone = useShopZone();
  const today = shopDateOf(now, zone);
  // The server filtered what it sent; the same rules here keep optimistic changes instant.
  const rows = sortAppointments(
    (q.data?.appointments ?? []).filter((a) => matchesSearch(a, s.applied, today)),
    today,
    shopTimeOf(now, zone),
  );
  // The live copy from the list, so a second edit carries the latest version.
  const open = openId > 0 ? q.data?.appointments.find((a) => a.id === openId) : undefined;
  const confirmDelete = (a: Appointment) => {
    setDeleting(null);
    void remove.mutateAsync({ appointment: a });
  };
  return (
    <section aria-label="Appointments">
      <AppointmentSearchBar s={s} />
      {q.isError && q.data && <OfflineNote updatedAt={q.dataUpdatedAt} failed />}
      {q.isPending ? (
        <p role="status">{m.loadingAppointments}</p>
      ) : q.isError && !q.data ? (
        <p className="error-box">{m.failedFetchAppointments}</p>
      ) : rows.length === 0 ? (
        <p>{isFiltered(s.applied) ? m.noAppointmentsMatching : m.noAppointments}</p>
      ) : (
        <AppointmentsTable
          rows={rows}
          total={q.data?.total}
          loaded={q.data?.appointments.length ?? 0}
          fetching={q.isFetching}
          onView={(a) => setParams({ view: String(a.id) })}
          onDelete={setDeleting}
          onShowMore={s.showMore}
        />
      )}
      {open && (
        <Suspense>
          <AppointmentDetails
            key={open.id}
            appointment={open}
            startInEdit={params.has('edit')}
            onClose={() => setParams({})}
          />
        </Suspense>
      )}
      {deleting && <ConfirmDelete onCancel={() => setDeleting(null)} onConfirm={() => confirmDelete(deleting)} />}
    </section>
  );
}
