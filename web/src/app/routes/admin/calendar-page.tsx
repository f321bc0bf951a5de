import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast.ts';
import { useLocation } from 'react-router-dom';
import { appointmentMessages as m } from '@shop/shared/appointments/messages';
import { addDays, shopDateOf } from '@shop/shared/time/shop-time';
import type { AppointmentRequestDto } from '@shop/shared/requests/request.schema';
import { adminAppointmentsQuery } from '@/features/appointments/api/appointment-queries.ts';
import { adminRequestsQuery } from '@/features/requests/api/request-queries.ts';
import { useWrite } from '@/features/offline/api/run-write.ts';
import { rescheduleAppointment } from '@/features/appointments/api/edit-appointment.ts';
import { deferred } from '@/components/deferred.tsx';
import { WeekToolbar } from '@/features/appointments/components/week-toolbar.tsx';
import { hourKey, WeekGrid } from '@/features/appointments/components/week-grid.tsx';
import { OfflineNote } from '@/features/offline/components/offline-note.tsx';
import { heldTimesQuery } from '@/features/waitlist/api/waitlist-queries.ts';
import { WaitingCount, WaitlistDay } from '@/features/waitlist/components/waitlist-day.tsx';
import { useShop, useShopHours, useShopZone } from '@/features/shop/api/use-shop.ts';

// The booking form (with its VIN check and customer search) loads when a slot is chosen, not with the week.
const ScheduleModal = deferred(
  async () => (await import('@/features/appointments/components/schedule-modal.tsx')).ScheduleModal,
);

export default function CalendarPage() {
  const move = useWrite(rescheduleAppointment);
  const location = useLocation();
  const now = new Date();
  const { data: shop } = useShop();
  const zone = useShopZone();
  const hours = useShopHours();
  const today = shopDateOf(now, zone);
  const [start, setStart] = useState(today);
  const [request, setRequest] = useState<AppointmentRequestDto | null>(
    (location.state as { request?: AppointmentRequestDto } | null)?.request ?? null,
  );
  const [slot, setSlot] = useState<{ date: string; hour: number } | null>(null);
  const [showPast, setShowPast] = useState(true);
  const [waitlistDay, setWaitlistDay] = useState<string | null>(null);
  const days = Array.from({ length: 7 }, (_, i) => addDays(start, i));
  const list = useQuery(adminAppointmentsQuery({ date: 'custom', from: days[0], to: days[6], limit: '2000' }));
  const holds = useQuery(heldTimesQuery(days[0], days[6]));
  const requests = useQuery(adminRequestsQuery);
  useEffect(() => {
    // One id: a repeat within the toast's life does not stack another.
    if (request) toast(m.requestSelected, { id: 'request-selected' });
  }, [request]);

  return (
    <div>
      <h1>Appointment Calendar</h1>
      <WeekToolbar
        start={start}
        today={today}
        onStart={setStart}
        showPast={showPast}
        onShowPast={setShowPast}
        onClearRequest={
          request
            ? () => {
                setRequest(null);
                toast(m.requestSelectionCleared);
              }
            : undefined
        }
      />
      {request && (
        <p className="note">
          Scheduling request of {request.first_name} {request.last_name} ({request.service_needed.join(', ')}). Click a
          free time slot.
        </p>
      )}
      {list.isError && list.data && <OfflineNote updatedAt={list.dataUpdatedAt} failed />}
      <WeekGrid
        days={days}
        appointments={list.data?.appointments ?? []}
        holds={holds.data ?? []}
        bays={shop?.bays ?? 2}
        now={now}
        timeZone={zone}
        hours={hours}
        showPast={showPast}
        onEmptySlot={(date, hour) => setSlot({ date, hour })}
        onMove={(a, date, hour) => void move.mutateAsync({ appointment: a, date, start: hourKey(hour) })}
        dayNote={(date) => <WaitingCount date={date} from={days[0]} to={days[6]} onOpen={setWaitlistDay} />}
      />
      {waitlistDay && <WaitlistDay date={waitlistDay} onClose={() => setWaitlistDay(null)} />}
      {slot && (
        <ScheduleModal
          date={slot.date}
          hour={slot.hour}
          request={request}
          requests={requests.data ?? []}
          onClose={() => {
            setSlot(null);
            setRequest(null);
          }}
        />
      )}
    </div>
  );
}
