import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { keptAnswers } from '../kept-answers.ts';
import { toDisplayMoment } from './time-format.ts';

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

/** True for a real calendar date written yyyy-MM-dd. */
export function isIsoDate(value: string): boolean {
  if (!DATE_RE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** True for a 24-hour HH:mm time. */
export function isHhmm(value: string): boolean {
  return TIME_RE.test(value);
}

/**
 * One date formatter per zone: building one is what costs (date-fns-tz builds one per call), and
 * a pass over thousands of cars asks for the shop day of every reading.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormatOf(timeZone: string): Intl.DateTimeFormat {
  let f = dayFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, f);
  }
  return f;
}

/** The shop-local calendar date (yyyy-MM-dd) of an instant. */
export function shopDateOf(instant: Date, timeZone: string): string {
  // en-US with two-digit month and day reads MM/DD/YYYY; format() is cheaper than formatToParts().
  const [month, day, year] = dayFormatOf(timeZone).format(instant).split('/') as [string, string, string];
  return `${year.padStart(4, '0')}-${month}-${day}`;
}

/** The shop-local wall time (HH:mm) of an instant. */
export function shopTimeOf(instant: Date, timeZone: string): string {
  return formatInTimeZone(instant, timeZone, 'HH:mm');
}

/** An instant as the shop's clock shows it, in the timeline's form (e.g. Mon Nov 30, 9:00 AM). */
export function shopMomentOf(instant: Date, timeZone: string): string {
  return toDisplayMoment(shopDateOf(instant, timeZone), shopTimeOf(instant, timeZone));
}

/**
 * Instants read, kept: each costs a few Intl lookups (about 9 us), and one booking asks for its
 * start some ten times (its times, reminders, calendar file and mails).
 */
const instantMs = keptAnswers(
  10_000,
  (date: string, time: string, timeZone: string) => `${timeZone} ${date}T${time}`,
  (date: string, time: string, timeZone: string) => fromZonedTime(`${date}T${time}:00`, timeZone).getTime(),
);

/** The instant at which a shop-local date and HH:mm time happen (DST aware). */
export function shopInstant(date: string, time: string, timeZone: string): Date {
  return new Date(instantMs(date, time, timeZone));
}

/** yyyy-MM-ddTHH:mm, optional :ss and fraction, then an optional zone (Z or ±HH:mm). */
const DATE_TIME_RE =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)?$/;

/**
 * Reads a date parameter as the shop-local day it names: yyyy-MM-dd as is; a timestamp with a
 * zone (Z or an offset) as the shop-local day its instant falls on in `timeZone`; a timestamp
 * without one as a shop-local wall time, whose date it is. Returns null when it is none of them.
 * Never reads the server's own zone (`new Date` would take a zoneless timestamp in it).
 */
export function toShopDate(value: string, timeZone: string): string | null {
  if (isIsoDate(value)) return value;
  const m = DATE_TIME_RE.exec(value);
  if (!m || !isIsoDate(m[1]!)) return null;
  if (!m[3]) return m[1]!;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : shopDateOf(d, timeZone);
}

/** Day of the week of a yyyy-MM-dd date, 0 = Sunday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The yyyy-MM-dd date n days after (or before, when negative) the given one. */
export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Minutes since midnight of an HH:mm time. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

/** The HH:mm time of minutes since midnight. */
export function timeOfMinutes(total: number): string {
  const h = Math.floor(total / 60);
  const m = total % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** Every yyyy-MM-dd date of a yyyy-MM month, in order. */
export function datesOfMonth(month: string): string[] {
  const [y, m] = month.split('-').map(Number);
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/** yyyy-MM-dd to the MM/dd/yy key the wizard calendar uses. */
export function toCalendarKey(date: string): string {
  return `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(2, 4)}`;
}
