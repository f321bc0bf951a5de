import { describe, expect, it } from 'vitest';
import { cancellationPolicyText } from './cancellation.ts';
import { bookingIcs, type BookingCalendarEntry } from './ics.ts';
import { vtimezoneLines } from './vtimezone.ts';

const entry: BookingCalendarEntry = {
  appointmentId: 7,
  version: 1,
  orderId: 'ACP-260309-0007',
  date: '2026-03-09',
  startTime: '10:00',
  timeZone: 'America/Los_Angeles',
  shopName: 'AutoCare Pro',
  serviceNames: ['Oil Change', 'Tire Rotation'],
  address: '1 Main St',
  trackingUrl: 'https://shop.test/track-appointment/7?t=x',
  now: new Date('2026-03-01T15:00:00Z'),
};

/** The VTIMEZONE part of a file, and everything else. */
function split(ics: string) {
  const start = ics.indexOf('BEGIN:VTIMEZONE');
  const end = ics.indexOf('END:VTIMEZONE');
  return { zone: ics.slice(start, end), rest: ics.slice(0, start) + ics.slice(end) };
}

describe('booking calendar file', () => {
  it('holds the shop-local start with its zone, one hour long, with the tracking link', () => {
    const { rest } = split(bookingIcs(entry));
    expect(rest).toContain('METHOD:PUBLISH');
    expect(rest).toContain('DTSTART;TZID=America/Los_Angeles:20260309T100000');
    expect(rest).toContain('DTEND;TZID=America/Los_Angeles:20260309T110000');
    expect(rest).toContain('STATUS:CONFIRMED');
    expect(rest).toContain('SUMMARY:AutoCare Pro: Oil Change\\, Tire Rotation');
    expect(rest).toContain('URL:https://shop.test/track-appointment/7?t=x');
  });

  it('keeps one UID per appointment and a rising SEQUENCE when it moves, so calendars update it', () => {
    const first = bookingIcs(entry);
    const moved = bookingIcs({ ...entry, version: 2, date: '2026-03-10', orderId: 'ACP-260310-0007' });
    expect(first).toContain('UID:appointment-7@autocare');
    expect(moved).toContain('UID:appointment-7@autocare');
    expect(first).toContain('SEQUENCE:1');
    expect(moved).toContain('SEQUENCE:2');
    expect(moved).toContain('DTSTART;TZID=America/Los_Angeles:20260310T100000');
  });

  it('cancels with METHOD:CANCEL and STATUS:CANCELLED under the same UID', () => {
    const ics = bookingIcs({ ...entry, version: 3, cancelled: true });
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain('UID:appointment-7@autocare');
    expect(ics).toContain('SEQUENCE:3');
    expect(ics).not.toContain('METHOD:PUBLISH');
  });

  it('uses CRLF line ends and folds long lines', () => {
    const ics = bookingIcs({ ...entry, serviceNames: Array(12).fill('Transmission Service') });
    expect(ics.split('\r\n').every((l) => l.length <= 75)).toBe(true);
    expect(ics).toMatch(/\r\n /);
  });

  it('states the cancellation policy once, with the late fee when given', () => {
    expect(cancellationPolicyText('$20.99')).toBe(
      'Cancel free of charge more than 24 hours before your appointment. Later cancellations cost 20% of the total ($20.99).',
    );
  });
});

describe('VTIMEZONE', () => {
  it('lists both DST changes around an appointment across the spring change, at their local wall times', () => {
    const zone = vtimezoneLines('America/Los_Angeles', new Date('2027-03-15T17:00:00Z')).join('\n');
    // 2027-03-14 02:00 PST becomes PDT; 2026-11-01 02:00 PDT becomes PST.
    expect(zone).toContain('BEGIN:DAYLIGHT\nDTSTART:20270314T020000\nTZOFFSETFROM:-0800\nTZOFFSETTO:-0700');
    expect(zone).toContain('BEGIN:STANDARD\nDTSTART:20261101T020000\nTZOFFSETFROM:-0700\nTZOFFSETTO:-0800');
    expect(zone).toMatch(/^BEGIN:VTIMEZONE\nTZID:America\/Los_Angeles\n/);
  });

  it('gives a zone without DST one STANDARD part', () => {
    const zone = vtimezoneLines('Asia/Kolkata', new Date('2027-03-15T05:00:00Z'));
    expect(zone).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Kolkata',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0530',
      'TZOFFSETTO:+0530',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });

  it('follows a southern zone, where daylight time starts in October', () => {
    const zone = vtimezoneLines('Australia/Sydney', new Date('2026-12-01T00:00:00Z')).join('\n');
    expect(zone).toContain('BEGIN:DAYLIGHT\nDTSTART:20261004T020000\nTZOFFSETFROM:+1000\nTZOFFSETTO:+1100');
    expect(zone).toContain('BEGIN:STANDARD\nDTSTART:20260405T030000\nTZOFFSETFROM:+1100\nTZOFFSETTO:+1000');
  });

  it('puts a start after the autumn change on the standard offset in the event itself', () => {
    const ics = bookingIcs({ ...entry, date: '2026-11-02', startTime: '09:00' });
    expect(ics).toContain('DTSTART;TZID=America/Los_Angeles:20261102T090000');
  });
});
