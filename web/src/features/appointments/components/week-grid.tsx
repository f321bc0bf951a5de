import { useState, type ReactNode } from 'react';
import { appointmentMessages as m } from '@shop/shared/appointments/messages';
import { holdsBay } from '@shop/shared/appointments/appointment-status';
import { dayOccupancy } from '@shop/shared/appointments/day-occupancy';
import { isSlotAvailable } from '@shop/shared/bookings/slot-rules';
import type { Appointment } from '@shop/shared/bookings/booking.schema';
import { minutesOf, shopInstant, weekdayOf } from '@shop/shared/time/shop-time';
import { toDisplayDate, toDisplayTime } from '@shop/shared/time/time-format';
import { firstName } from '@shop/shared/customers/first-name';
import type { HeldTime } from '@shop/shared/waitlist/waitlist.schema';
import { AppointmentChip } from './appointment-chip.tsx';
import { HeldChip } from './held-chip.tsx';
import { SlotLanes } from './slot-lanes.tsx';
import { useControlKey } from './use-control-key.ts';

export const CALENDAR_HOURS = [9, 10, 11, 12, 13, 14, 15, 16, 17];
export const hourKey = (h: number) => `${String(h).padStart(2, '0')}:00`;

const weekday = (d: string) =>
  new Date(`${d}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' });

export interface WeekGridProps {
  days: string[];
  appointments: Appointment[];
  /** Times live waitlist offers hold: each takes a lane like a booking until taken or run out. */
  holds?: HeldTime[];
  bays: number;
  now: Date;
  timeZone: string;
  /** Opening hours by weekday (0 = Sunday), null when closed. */
  hours: ({ open: string; close: string } | null)[];
  showPast: boolean;
  onEmptySlot: (date: string, hour: number) => void;
  onMove: (a: Appointment, date: string, hour: number) => void;
  /** Shown under a day's heading (the waitlist's count). */
  dayNote?: (date: string) => ReactNode;
}

/**
 * The rules of one week's slots: what sits in a slot, and whether it takes another booking. Room is
 * the shared offer rule (open, not past, fewer than `bays` bookings), as the server applies it.
 */
function slotRules(p: WeekGridProps) {
  const inSlot = (d: string, h: number) =>
    p.appointments.filter((a) => a.date === d && a.start_time === hourKey(h) && holdsBay(a.status) && !a.is_ghost_slot);
  const heldIn = (d: string, h: number) =>
    (p.holds ?? []).filter((x) => x.date === d && x.start_time === hourKey(h) && !x.is_drop_off);
  const isPast = (d: string, h: number) => shopInstant(d, hourKey(h), p.timeZone).getTime() <= p.now.getTime();
  const isOpen = (d: string, h: number) => {
    const day = p.hours[weekdayOf(d)];
    return day !== null && day !== undefined && h * 60 >= minutesOf(day.open) && (h + 1) * 60 <= minutesOf(day.close);
  };
  // Drop-offs are not offered here, so their daily cap plays no part.
  const config = { timeZone: p.timeZone, hours: p.hours, bays: p.bays, dropOffsPerDay: 0 };
  const hasRoom = (d: string, h: number, except?: number) =>
    isSlotAvailable(
      {
        date: d,
        type: 'hourly',
        serviceIds: [],
        now: p.now,
        config,
        occupancy: dayOccupancy(p.appointments, d, except, p.holds),
      },
      hourKey(h),
    );
  return { inSlot, heldIn, isPast, isOpen, hasRoom };
}

/** The day columns' headings; a closed day says so. */
function WeekHead({ days, hours, dayNote }: Pick<WeekGridProps, 'days' | 'hours' | 'dayNote'>) {
  return (
    <thead>
      <tr>
        <th scope="col">
          <span className="visually-hidden">Time</span>
        </th>
        {days.map((d) => (
          <th key={d} scope="col">
            {weekday(d)}
            <br />
            {toDisplayDate(d).slice(0, 6)}
            {!hours[weekdayOf(d)] && <span className="closed-label">Closed</span>}
            {dayNote?.(d)}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** How to move an appointment, and what is being moved right now. */
function MoveBanners({ ctrl, moving, onCancel }: { ctrl: boolean; moving: Appointment | null; onCancel: () => void }) {
  return (
    <>
      <p className="hint">{m.dragTip} On a touch screen, press and hold an appointment, then tap a free slot.</p>
      {ctrl && (
        <p className="drag-banner" role="status">
          {m.dragBanner}
        </p>
      )}
      {moving && (
        <p className="drag-banner" role="status">
          Moving {firstName(moving.user.name)}: tap a free slot.{' '}
          <button type="button" className="button small ghost" onClick={onCancel}>
            Cancel
          </button>
        </p>
      )}
    </>
  );
}

/**
 * The week: hourly rows 9:00-17:00, each slot split into `bays` lanes, filled by bookings and by
 * times held for a waitlist offer. Past slots are greyed and
 * inert. Holding Control makes appointments draggable onto a future slot with room; on touch
 * screens a long press picks an appointment up and a tap on a free slot puts it down.
 */
export function WeekGrid(p: WeekGridProps) {
  const ctrl = useControlKey();
  const [moving, setMoving] = useState<Appointment | null>(null);
  const { inSlot, heldIn, isPast, isOpen, hasRoom } = slotRules(p);
  const byId = (id: number) => p.appointments.find((a) => a.id === id);

  const cell = (d: string, h: number) => {
    const past = isPast(d, h);
    const label = `${toDisplayDate(d)} ${toDisplayTime(hourKey(h))}`;
    const chips = [
      ...inSlot(d, h).map((a) => (
        <AppointmentChip
          key={a.id}
          appointment={a}
          dragMode={ctrl}
          past={past}
          moving={moving?.id === a.id}
          onPickUp={() => setMoving(a)}
        />
      )),
      ...heldIn(d, h).map((x) => <HeldChip key={`held-${x.entry_id}`} hold={x} timeZone={p.timeZone} />),
    ].filter(() => p.showPast || !past);
    const action = !hasRoom(d, h, moving?.id)
      ? null
      : moving
        ? {
            label: `Move ${moving.user.name} to ${label}`,
            onClick: () => {
              p.onMove(moving, d, h);
              setMoving(null);
            },
          }
        : { label: `Schedule ${label}`, onClick: () => p.onEmptySlot(d, h) };
    return (
      <td
        key={d}
        className={`slot${past ? ' past' : ''}${isOpen(d, h) ? '' : ' closed'}`}
        data-slot={`${d} ${hourKey(h)}`}
        onDragOver={(e) => {
          if (e.ctrlKey && hasRoom(d, h)) e.preventDefault();
        }}
        onDrop={(e) => {
          e.preventDefault();
          const a = byId(Number(e.dataTransfer.getData('text/plain')));
          if (a && e.ctrlKey && hasRoom(d, h, a.id)) p.onMove(a, d, h);
        }}
      >
        <SlotLanes bays={p.bays} chips={chips} action={action} />
      </td>
    );
  };

  return (
    <>
      <MoveBanners ctrl={ctrl} moving={moving} onCancel={() => setMoving(null)} />
      <div className="table-wrap">
        <table className="calendar-table">
          <WeekHead days={p.days} hours={p.hours} dayNote={p.dayNote} />
          <tbody>
            {CALENDAR_HOURS.map((h) => (
              <tr key={h}>
                <th scope="row">{toDisplayTime(hourKey(h))}</th>
                {p.days.map((d) => cell(d, h))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
