import { describe, expect, it } from 'vitest';
import { trackingPagePath, withToken } from './tracking-links.ts';

describe('tracking links', () => {
  it('links the tracking page with its token, encoded', () => {
    expect(trackingPagePath(12, 'a+b/c')).toBe('/track-appointment/12?t=a%2Bb%2Fc');
  });

  it('links the bare page when there is no token (a signed-in owner needs none)', () => {
    expect(trackingPagePath(12)).toBe('/track-appointment/12');
    expect(withToken('/api/appointments/12/tracking', '')).toBe('/api/appointments/12/tracking');
  });
});
