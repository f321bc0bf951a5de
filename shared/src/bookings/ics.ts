import { shopInstant } from '../time/shop-time.ts';
import { APPOINTMENT_MINUTES } from './slot-rules.ts';
import { icsLocal, offsetAt, vtimezoneLines } from './vtimezone.ts';

export interface IcsEvent {
  /** The same for every file about one appointment, so calendars update instead of adding. */
  uid: string;
  /** Rises with every change, so the newest file wins. */
  sequence: number;
  start: Date;
  minutes: number;
  timeZone: string;
  summary: string;
  description: string;
  location: string;
  url?: string;
  /** A cancellation: METHOD:CANCEL and STATUS:CANCELLED remove the event. */
  cancelled?: boolean;
  now: Date;
}

const utcStamp = (d: Date) => icsLocal(d.getTime(), 0) + 'Z';
const escape = (s: string) =>
  s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line to 75 octets as RFC 5545 asks (approximated by characters). */
function fold(line: string): string {
  const parts: string[] = [];
  for (let i = 0; i < line.length; i += 73) parts.push((i === 0 ? '' : ' ') + line.slice(i, i + 73));
  return parts.join('\r\n');
}

/** An iCalendar text folded again after a content line changed length (RFC 5545 3.1 unfolding first). */
export function refoldIcs(text: string): string {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map(fold)
    .join('\r\n');
}

/** A shop-local time in the zone: DTSTART;TZID=America/Los_Angeles:20261130T090000. */
const zoned = (name: string, d: Date, timeZone: string) =>
  `${name};TZID=${timeZone}:${icsLocal(d.getTime(), offsetAt(timeZone, d.getTime()))}`;

/** An iCalendar (.ics) file with one event in the shop's zone, with its VTIMEZONE. */
export function buildIcs(e: IcsEvent): string {
  const end = new Date(e.start.getTime() + e.minutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//AutoCare//Appointments//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${e.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    ...vtimezoneLines(e.timeZone, e.start),
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `SEQUENCE:${e.sequence}`,
    `DTSTAMP:${utcStamp(e.now)}`,
    zoned('DTSTART', e.start, e.timeZone),
    zoned('DTEND', end, e.timeZone),
    `STATUS:${e.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `SUMMARY:${escape(e.summary)}`,
    `DESCRIPTION:${escape(e.description)}`,
    `LOCATION:${escape(e.location)}`,
    ...(e.url ? [`URL:${e.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** What a booking's calendar file says, whoever builds it. */
export interface BookingCalendarEntry {
  appointmentId: number;
  /** The appointment's version: each change makes a newer file. */
  version: number;
  orderId: string;
  /** Shop-local yyyy-MM-dd and HH:mm. */
  date: string;
  startTime: string;
  timeZone: string;
  shopName: string;
  serviceNames: readonly string[];
  address: string;
  /** The absolute tracking link, when there is one. */
  trackingUrl?: string;
  cancelled?: boolean;
  now: Date;
}

/** The .ics of a booking: the same file from every mail, the success page and the appointment page. */
export function bookingIcs(b: BookingCalendarEntry): string {
  return buildIcs({
    uid: `appointment-${b.appointmentId}@autocare`,
    sequence: b.version,
    start: shopInstant(b.date, b.startTime, b.timeZone),
    minutes: APPOINTMENT_MINUTES,
    timeZone: b.timeZone,
    summary: `${b.cancelled ? 'Cancelled: ' : ''}${b.shopName}: ${b.serviceNames.join(', ')}`,
    description: b.trackingUrl ? `Order ${b.orderId}. Manage it: ${b.trackingUrl}` : `Order ${b.orderId}`,
    location: b.address,
    url: b.trackingUrl,
    cancelled: b.cancelled,
    now: b.now,
  });
}

/** The customer-facing order id of an appointment, e.g. 42 on 2026-03-09 -> ACP-260309-0042. */
export function orderIdOf(id: number, date: string): string {
  return `ACP-${date.slice(2, 4)}${date.slice(5, 7)}${date.slice(8, 10)}-${String(id).padStart(4, '0')}`;
}
