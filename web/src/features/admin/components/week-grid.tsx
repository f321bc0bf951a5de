import { useEffect, useRef, useState } from 'react';
import { adminMessages as m } from '@shop/shared/admin/messages';
import { calendarTone, holdsBay } from '@shop/shared/appointments/appointment-status';
import type { Appointment } from '@shop/shared/bookings/booking.schema';
import { minutesOf, shopInstant, weekdayOf } from '@shop/shared/time/shop-time';
import { toDisplayDate, toDisplayTime } from '@shop/shared/time/time-format';

export const CALENDAR_HOURS = [9, 10, 11, 12, 13, 14, 15, 16, 17];
export const hourKey = (h: number) => `${String(h).padStart(2, '0')}:00`;
const LONG_PRESS_MS = 550;


const weekday = (d: string) => new Date(`${d}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' });

export interface WeekGridProps {
  days: string[];
  appointments: Appointment[];
  bays: number;
  now: Date;
  timeZone: string;
  /** Opening hours by weekday (0 = Sunday), null when closed. */
  hours: ({ open: string; close: string } | null)[];
  showPast: boolean;
  onEmptySlot: (date: string, hour: number) => void;
  onMove: (a: Appointment, date: string, hour: number) => void;
}

/**
 * The week: hourly rows 9:00-17:00, up to `bays` appointments side by side. Past slots are greyed
 * and inert. Holding Control makes appointments draggable onto a future slot with room; on touch
 * screens a long press picks an appointment up and a tap on a free slot puts it down.
 */
export function WeekGrid(p: WeekGridProps) {
  const [ctrl, setCtrl] = useState(false);
  const [moving, setMoving] = useState<Appointment | null>(null);
  const press = useRef<number | null>(null);

  useEffect(() => {
    const down = (e: KeyboardEvent) => e.key === 'Control' && setCtrl(true);
    const up = (e: KeyboardEvent) => e.key === 'Control' && setCtrl(false);
    const reset = () => setCtrl(false);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    window.addEventListener('blur', reset);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
      window.removeEventListener('blur', reset);
    };
  }, []);

  const inSlot = (d: string, h: number) =>
    p.appointments.filter((a) => a.date === d && a.start_time === hourKey(h) && holdsBay(a.status) && !a.is_ghost_slot);
  const isPast = (d: string, h: number) => shopInstant(d, hourKey(h), p.timeZone).getTime() <= p.now.getTime();
  const isOpen = (d: string, h: number) => {
    const day = p.hours[weekdayOf(d)];
    return day !== null && day !== undefined && h * 60 >= minutesOf(day.open) && (h + 1) * 60 <= minutesOf(day.close);
  };
  const hasRoom = (d: string, h: number, except?: number) =>
    isOpen(d, h) && !isPast(d, h) && inSlot(d, h).filter((a) => a.id !== except).length < p.bays;
  const byId = (id: number) => p.appointments.find((a) => a.id === id);

  const cancelPress = () => {
    if (press.current !== null) window.clearTimeout(press.current);
    press.current = null;
  };

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
          Moving {moving.user.name.split(' ')[0]}: tap a free slot.{' '}
          <button type="button" className="button small ghost" onClick={() => setMoving(null)}>
            Cancel
          </button>
        </p>
      )}
      <div className="table-wrap">
        <table className="calendar-table">
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Time</span>
              </th>
              {p.days.map((d) => (
                <th key={d} scope="col">
                  {weekday(d)}
                  <br />
                  {toDisplayDate(d).slice(0, 6)}
                  {!p.hours[weekdayOf(d)] && <span className="closed-label">Closed</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {CALENDAR_HOURS.map((h) => (
              <tr key={h}>
                <th scope="row">{toDisplayTime(hourKey(h))}</th>
                {p.days.map((d) => {
                  const past = isPast(d, h);
                  const appts = inSlot(d, h).filter(() => p.showPast || !past);
                  const label = `${toDisplayDate(d)} ${toDisplayTime(hourKey(h))}`;
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
                      <div className="slot-appts">
                        {appts.map((a) => (
                          <div
                            key={a.id}
                            className={`appt tone-${calendarTone(a.status)}${moving?.id === a.id ? ' moving' : ''}`}
                            draggable={ctrl && !past}
                            data-appointment={a.id}
                            onDragStart={(e) => {
                              if (!e.ctrlKey && !ctrl) return e.preventDefault();
                              e.dataTransfer.setData('text/plain', String(a.id));
                              e.dataTransfer.effectAllowed = 'copyMove';
                            }}
                            onPointerDown={(e) => {
                              if (e.pointerType !== 'touch' || past) return;
                              press.current = window.setTimeout(() => setMoving(a), LONG_PRESS_MS);
                            }}
                            onPointerUp={cancelPress}
                            onPointerLeave={cancelPress}
                            onContextMenu={(e) => moving && e.preventDefault()}
                          >
                            <strong>{a.user.name.split(' ')[0]}</strong> <span>{a.service_type}</span>
                          </div>
                        ))}
                      </div>
                      {hasRoom(d, h, moving?.id) && (
                        <button
                          type="button"
                          className="slot-button"
                          aria-label={moving ? `Move ${moving.user.name} to ${label}` : `Schedule ${label}`}
                          onClick={() => {
                            if (moving) {
                              p.onMove(moving, d, h);
                              setMoving(null);
                            } else p.onEmptySlot(d, h);
                          }}
                        >
                          +
                        </button>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
