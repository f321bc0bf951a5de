import { describe, expect, it } from 'vitest';
import { isProviderMedia, isProviderRedirect } from './media-download.ts';

const twilio = { apiUrl: 'https://api.twilio.com' };
const api = new URL(twilio.apiUrl);

describe('which media URLs are the provider’s', () => {
  it('when a MediaUrl is on the API’s origin, then it is fetched; any other host, scheme or port is not', () => {
    expect(isProviderMedia('https://api.twilio.com/2010-04-01/Accounts/AC1/Messages/MM1/Media/ME1', twilio)).toBe(true);
    for (const url of [
      'http://api.twilio.com/Media/ME1',
      'https://api.twilio.com:8443/Media/ME1',
      'https://api.twilio.com.evil.net/Media/ME1',
      'https://169.254.169.254/latest/meta-data',
      'not a url',
    ])
      expect(isProviderMedia(url, twilio), url).toBe(false);
    expect(isProviderMedia('https://api.twilio.com/Media/ME1', null)).toBe(false);
  });

  it('when the provider redirects, then only its own origin or its media CDN over https is followed', () => {
    expect(isProviderRedirect(new URL('https://api.twilio.com/other'), api)).toBe(true);
    expect(isProviderRedirect(new URL('https://s3-external-1.twiliocdn.com/AC1/x'), api)).toBe(true);
    for (const url of [
      'http://s3-external-1.twiliocdn.com/x',
      'https://eviltwiliocdn.com/x',
      'https://twiliocdn.com.evil.net/x',
      'http://127.0.0.1/x',
    ])
      expect(isProviderRedirect(new URL(url), api), url).toBe(false);
  });
});
