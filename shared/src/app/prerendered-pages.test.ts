import { describe, expect, it } from 'vitest';
import { customerShellFor, shellApiPath } from './prerendered-pages.ts';

describe('customer shells', () => {
  it('when a path is a customer page with an id, then it opens that page’s shell', () => {
    expect(customerShellFor('/estimate/7')).toBe('estimate');
    expect(customerShellFor('/track-appointment/12')).toBe('track-appointment');
    expect(customerShellFor('/waitlist/3')).toBe('waitlist');
  });

  it('when a path only starts like one, or has no id, then it opens none', () => {
    expect(customerShellFor('/estimate/')).toBeNull();
    expect(customerShellFor('/estimate')).toBeNull();
    expect(customerShellFor('/estimate/7/more')).toBeNull();
    expect(customerShellFor('/admin/estimate/7')).toBeNull();
    expect(customerShellFor('/')).toBeNull();
  });

  it('when a page reads its data, then the id takes the place of :id in its API path', () => {
    expect(shellApiPath('estimate', 7)).toBe('/api/appointments/7/estimate');
    expect(shellApiPath('track-appointment', 7)).toBe('/api/appointments/7/tracking');
    expect(shellApiPath('waitlist', 3)).toBe('/api/waitlist/3');
  });
});
