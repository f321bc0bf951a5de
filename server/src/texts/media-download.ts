import type { SmsConfig } from '../notifications/sms.ts';

/** How long the provider gets to hand over one medium, redirects included. */
const FETCH_TIMEOUT_MS = 15_000;
/** Twilio sends a medium's URL to its CDN once; a longer chain is not the provider's. */
const MAX_REDIRECTS = 3;
/** Where Twilio keeps media it redirects to (https only). */
const MEDIA_CDN_SUFFIX = '.twiliocdn.com';

/** Why a medium whose URL is not the provider's is kept as a link only. */
export const NOT_PROVIDER_MEDIA = 'not the provider’s media';

const urlOf = (s: string): URL | null => (URL.canParse(s) ? new URL(s) : null);

/**
 * Whether a MediaUrlN is the provider's to fetch: on the origin of the configured SMS API (https
 * for Twilio). Anything else is never fetched, so a forged or odd URL cannot reach another host,
 * an internal address included, nor get the account's credentials.
 */
export function isProviderMedia(url: string, sms: Pick<SmsConfig, 'apiUrl'> | null): boolean {
  const u = urlOf(url);
  const api = sms ? urlOf(sms.apiUrl) : null;
  return u !== null && api !== null && /^https?:$/.test(api.protocol) && u.origin === api.origin;
}

/** Where the provider may redirect a medium: its API's own origin, or its media CDN over https. */
export function isProviderRedirect(url: URL, api: URL): boolean {
  if (url.origin === api.origin) return true;
  return url.protocol === 'https:' && url.hostname.endsWith(MEDIA_CDN_SUFFIX);
}

/** The body, read piece by piece and cut off past `limit` bytes (a missing content-length is no way round it). */
async function readCapped(res: Response, limit: number): Promise<Buffer> {
  if (Number(res.headers.get('content-length') ?? 0) > limit) throw new Error('larger than PHOTO_MAX_MB');
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (!res.body) return Buffer.alloc(0);
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new Error('larger than PHOTO_MAX_MB');
    }
    chunks.push(value);
  }
}

/**
 * A medium's bytes from the provider, within `limit` bytes. The account's Basic auth goes to the
 * API's origin only; redirects are followed by hand, a few at most, to the provider's hosts alone
 * and without the credentials.
 */
export async function downloadMedium(sms: SmsConfig, url: string, limit: number): Promise<Buffer> {
  const api = new URL(sms.apiUrl);
  if (!isProviderMedia(url, sms)) throw new Error(NOT_PROVIDER_MEDIA);
  const signal = AbortSignal.timeout(FETCH_TIMEOUT_MS);
  const auth = `Basic ${Buffer.from(`${sms.accountSid}:${sms.authToken}`).toString('base64')}`;
  let next = new URL(url);
  for (let hop = 0; ; hop++) {
    const headers: Record<string, string> = hop === 0 ? { authorization: auth } : {};
    const res = await fetch(next, { headers, redirect: 'manual', signal });
    if (res.status >= 300 && res.status < 400) {
      await res.body?.cancel();
      const location = res.headers.get('location');
      const to = location && URL.canParse(location, next.href) ? new URL(location, next) : null;
      if (!to || hop >= MAX_REDIRECTS || !isProviderRedirect(to, api))
        throw new Error(`redirect refused: ${to?.host ?? 'no location'}`);
      next = to;
      continue;
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new Error(`the provider answered ${res.status}`);
    }
    return readCapped(res, limit);
  }
}
