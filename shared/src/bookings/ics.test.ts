import { describe, expect, it } from 'vitest';
import { cancellationPolicyText } from './cancellation.ts';
import { bookingIcs } from './ics.ts';

describe('booking calendar file', () => {
  it('when built for a booking, then it holds the shop-local start in UTC, one hour long, with the tracking link', () => {
    const ics = bookingIcs({
      orderId: 'ACP-260309-0001',
      date: '2026-03-09',
      startTime: '10:00',
      timeZone: 'America/Los_Angeles',
      shopName: 'AutoCare Pro',
      serviceNames: ['Oil Change', 'Tire Rotation'],
      address: '1 Main St',
      trackingUrl: 'https://shop.test/track-appointment/1?t=x',
      now: new Date('2026-03-09T15:00:00Z'),
    });
    expect(ics).toContain('UID:ACP-260309-0001@autocare');
    expect(ics).toContain('DTSTART:20260309T170000Z');
    expect(ics).toContain('DTEND:20260309T180000Z');
    expect(ics).toContain('SUMMARY:AutoCare Pro: Oil Change\\, Tire Rotation');
    expect(ics).toContain('URL:https://shop.test/track-appointment/1?t=x');
  });

  it('states the cancellation policy once, with the late fee when given', () => {
    expect(cancellationPolicyText('$20.99')).toBe(
      'Cancel free of charge more than 24 hours before your appointment. Later cancellations cost 20% of the total ($20.99).',
    );
  });
});
