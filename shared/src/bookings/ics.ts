import { shopInstant } from '../time/shop-time.ts';
import { APPOINTMENT_MINUTES } from './slot-rules.ts';

export interface IcsEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  url?: string;
  now: Date;
}

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const escape = (s: string) =>
  s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line to 75 octets as RFC 5545 asks (approximated by characters). */
function fold(line: string): string {
  const parts: string[] = [];
  for (let i = 0; i < line.length; i += 73) parts.push((i === 0 ? '' : ' ') + line.slice(i, i + 73));
  return parts.join('\r\n');
}

/** An iCalendar (.ics) file with one event, times in UTC. */
export function buildIcs(e: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//AutoCare//Appointments//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${stamp(e.now)}`,
    `DTSTART:${stamp(e.start)}`,
    `DTEND:${stamp(e.end)}`,
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
  now: Date;
}

/** The .ics of a booking: the same file from the confirmation mail and the success page. */
export function bookingIcs(b: BookingCalendarEntry): string {
  const start = shopInstant(b.date, b.startTime, b.timeZone);
  return buildIcs({
    uid: `${b.orderId}@autocare`,
    start,
    end: new Date(start.getTime() + APPOINTMENT_MINUTES * 60_000),
    summary: `${b.shopName}: ${b.serviceNames.join(', ')}`,
    description: b.trackingUrl ? `Order ${b.orderId}. Track it: ${b.trackingUrl}` : `Order ${b.orderId}`,
    location: b.address,
    url: b.trackingUrl,
    now: b.now,
  });
}

/** The customer-facing order id of an appointment, e.g. 42 on 2026-03-09 -> ACP-260309-0042. */
export function orderIdOf(id: number, date: string): string {
  return `ACP-${date.slice(2, 4)}${date.slice(5, 7)}${date.slice(8, 10)}-${String(id).padStart(4, '0')}`;
}
