import type { AppDeps } from '../app-deps.ts';
import { encodePhoto } from '../photos/photo-codec.ts';
import { claimMedium, failMedium, storeMedium, unfetchedMedia } from './media.repository.ts';

type MediaDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger' | 'photoQueue'>;

/** How long the provider gets to hand over one medium. */
const FETCH_TIMEOUT_MS = 15_000;

/** The medium's bytes, within the photo size limit; Twilio's media answer with the account's Basic auth when it asks. */
async function download(deps: MediaDeps, url: string): Promise<Buffer> {
  const sms = deps.config.sms;
  const headers: Record<string, string> = sms
    ? { authorization: `Basic ${Buffer.from(`${sms.accountSid}:${sms.authToken}`).toString('base64')}` }
    : {};
  // A redirect to another host (Twilio's storage) drops the authorization header on the way.
  const res = await fetch(url, { headers, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`the provider answered ${res.status}`);
  const limit = deps.config.photoMaxMb * 2 ** 20;
  if (Number(res.headers.get('content-length') ?? 0) > limit) throw new Error('larger than PHOTO_MAX_MB');
  const bytes = Buffer.from(await res.arrayBuffer());
  if (bytes.length > limit) throw new Error('larger than PHOTO_MAX_MB');
  return bytes;
}

/**
 * Fetches a text's photos once (the first server to claim each one does), re-encodes them as
 * inspection photos are (in the same encode line, so no metadata of the sender's phone survives)
 * and keeps them. A medium that is not a photo, or that cannot be had, keeps the provider's URL
 * and the reason.
 */
export async function fetchTextMedia(deps: MediaDeps, messageId: number): Promise<void> {
  for (const m of await unfetchedMedia(deps.db, messageId)) {
    if (!(await claimMedium(deps.db, m.id, deps.clock.now()))) continue;
    const ticket = deps.photoQueue.admit();
    try {
      if (!ticket) throw new Error('the photo encoder is busy');
      const bytes = await download(deps, m.url);
      const photo = await ticket.run(() => encodePhoto(bytes));
      await storeMedium(deps.db, m.id, { mime: photo.mime, bytes: photo.bytes, thumb: photo.thumb });
    } catch (err) {
      deps.logger.warn({ media: m.id, err }, 'text media not kept');
      await failMedium(deps.db, m.id, err instanceof Error ? err.message : String(err));
    } finally {
      ticket?.release();
    }
  }
}
