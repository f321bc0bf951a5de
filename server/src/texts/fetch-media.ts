import type { AppDeps } from '../app-deps.ts';
import { encodePhoto } from '../photos/photo-codec.ts';
import { downloadMedium } from './media-download.ts';
import { claimMedium, failMedium, mediaToRetry, storeMedium, unfetchedMedia } from './media.repository.ts';

type MediaDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'logger' | 'photoQueue'>;

/** A claim older than this is a fetch that never finished (the server stopped): it is taken again. */
export const MEDIA_CLAIM_STALE_MS = 5 * 60_000;
/** Tries to get a medium from the provider before it is kept as a link only. */
export const MEDIA_MAX_TRIES = 3;
/** Media taken again per pass, so one pass never holds the encoder for long. */
const RETRY_BATCH = 20;

type Outcome = 'kept' | 'busy' | 'taken' | 'failed';

/**
 * Takes one medium and keeps its photo re-encoded as inspection photos are (in the same encode
 * line, so no metadata of the sender's phone survives). A place in the encode line is had before
 * the claim: with the encoder busy nothing is claimed and the next pass takes it. A failure to get
 * the bytes is tried again up to MEDIA_MAX_TRIES; bytes that are not a photo are given up at once.
 */
async function fetchOne(deps: MediaDeps, m: { id: number; url: string }): Promise<Outcome> {
  const ticket = deps.photoQueue.admit();
  if (!ticket) return 'busy';
  try {
    const now = deps.clock.now();
    const tries = await claimMedium(deps.db, m.id, now, new Date(now.getTime() - MEDIA_CLAIM_STALE_MS));
    if (tries === null) return 'taken';
    let bytes: Buffer;
    try {
      if (!deps.config.sms) throw new Error('SMS is not configured');
      bytes = await downloadMedium(deps.config.sms, m.url, deps.config.photoMaxMb * 2 ** 20);
    } catch (err) {
      deps.logger.warn({ media: m.id, tries, err }, 'text media not fetched');
      // Left claimed: once the claim is stale, a pass takes it again.
      if (tries >= MEDIA_MAX_TRIES) await failMedium(deps.db, m.id, messageOf(err));
      return 'failed';
    }
    try {
      const photo = await ticket.run(() => encodePhoto(bytes));
      await storeMedium(deps.db, m.id, { mime: photo.mime, bytes: photo.bytes, thumb: photo.thumb });
      return 'kept';
    } catch (err) {
      deps.logger.warn({ media: m.id, err }, 'text media not kept');
      await failMedium(deps.db, m.id, messageOf(err));
      return 'failed';
    }
  } finally {
    ticket.release();
  }
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Fetches a text's photos once, just after the text is stored (the first server to claim each one does). */
export async function fetchTextMedia(deps: MediaDeps, messageId: number): Promise<void> {
  for (const m of await unfetchedMedia(deps.db, messageId)) if ((await fetchOne(deps, m)) === 'busy') return;
}

/**
 * The periodic pass: media never taken (the encoder was busy) or whose fetch never finished (a
 * failed try, or a server that stopped) are taken again, a bounded number of times.
 */
export async function retryTextMedia(deps: MediaDeps): Promise<void> {
  const now = deps.clock.now();
  const due = await mediaToRetry(deps.db, {
    staleBefore: new Date(now.getTime() - MEDIA_CLAIM_STALE_MS),
    maxTries: MEDIA_MAX_TRIES,
    limit: RETRY_BATCH,
  });
  for (const m of due) if ((await fetchOne(deps, m)) === 'busy') return;
}
