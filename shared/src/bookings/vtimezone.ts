import { keptAnswers } from '../kept-answers.ts';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
const MINUTE_MS = 60_000;
/** How far either side of an event the zone's offset changes are listed. */
const REACH_MS = 400 * DAY_MS;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in ms (read from Intl: the zone's clock minus UTC). */
export function offsetAt(timeZone: string, ms: number): number {
  let f = formatters.get(timeZone);
  if (!f) {
    const two = '2-digit';
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: two,
      day: two,
      hour: two,
      minute: two,
      second: two,
    });
    formatters.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(ms)).map((x) => [x.type, Number(x.value)]));
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(ms / 1000) * 1000;
}

/** +0100 / -0800, as TZOFFSETFROM and TZOFFSETTO write an offset. */
function icsOffset(ms: number): string {
  const minutes = Math.round(ms / MINUTE_MS);
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

/** yyyyMMddTHHmmss of an instant read on a clock `offsetMs` from UTC. */
export function icsLocal(ms: number, offsetMs: number): string {
  return new Date(ms + offsetMs)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, '');
}

interface Transition {
  at: number;
  from: number;
  to: number;
}

/** The zone's offset changes in (from, to], found week by week and then to the minute. */
function transitionsBetween(timeZone: string, from: number, to: number): Transition[] {
  const found: Transition[] = [];
  let t = from;
  let offset = offsetAt(timeZone, t);
  while (t < to) {
    const step = Math.min(WEEK_MS, to - t);
    const next = offsetAt(timeZone, t + step);
    if (next !== offset) {
      let lo = t;
      let hi = t + step;
      while (hi - lo > MINUTE_MS) {
        const mid = lo + Math.floor((hi - lo) / 2 / MINUTE_MS) * MINUTE_MS;
        if (offsetAt(timeZone, mid) === offset) lo = mid;
        else hi = mid;
      }
      found.push({ at: hi, from: offset, to: next });
      offset = next;
    }
    t += step;
  }
  return found;
}

/**
 * A UTC year's offset changes, kept: about 80 Intl lookups the first time, and every booking in
 * the year shares them (a booking's calendar file reaches about a year either side of its day).
 */
const transitionsInYear = keptAnswers(
  1000,
  (timeZone: string, year: number) => `${timeZone} ${year}`,
  (timeZone: string, year: number) => transitionsBetween(timeZone, Date.UTC(year, 0, 1), Date.UTC(year + 1, 0, 1)),
);

/** The zone's offset changes within REACH either side of the instant. */
function transitionsAround(timeZone: string, ms: number): Transition[] {
  const from = ms - REACH_MS;
  const to = ms + REACH_MS;
  const found: Transition[] = [];
  for (let year = new Date(from).getUTCFullYear(); year <= new Date(to).getUTCFullYear(); year += 1)
    for (const t of transitionsInYear(timeZone, year)) if (t.at > from && t.at <= to) found.push(t);
  return found;
}

/**
 * The VTIMEZONE block of a zone around an instant: each offset change within about a year either
 * side as its own STANDARD or DAYLIGHT part (the larger offset is daylight time), or one STANDARD
 * part for a zone without changes. Calendars read the event's TZID times through it, so a DST
 * change between booking and appointment does not move the event.
 */
export function vtimezoneLines(timeZone: string, around: Date): string[] {
  // Read around the start of the UTC day, so a day's bookings carry one block.
  const transitions = transitionsAround(timeZone, Math.floor(around.getTime() / DAY_MS) * DAY_MS);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  if (transitions.length === 0) {
    const offset = icsOffset(offsetAt(timeZone, around.getTime()));
    lines.push('BEGIN:STANDARD', 'DTSTART:19700101T000000', `TZOFFSETFROM:${offset}`, `TZOFFSETTO:${offset}`);
    lines.push('END:STANDARD');
  }
  for (const t of transitions) {
    const kind = t.to > t.from ? 'DAYLIGHT' : 'STANDARD';
    lines.push(`BEGIN:${kind}`, `DTSTART:${icsLocal(t.at, t.from)}`);
    lines.push(`TZOFFSETFROM:${icsOffset(t.from)}`, `TZOFFSETTO:${icsOffset(t.to)}`, `END:${kind}`);
  }
  lines.push('END:VTIMEZONE');
  return lines;
}
