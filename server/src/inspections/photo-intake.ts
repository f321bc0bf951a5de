import express, { type Request, type RequestHandler } from 'express';
import { inspectionMessages as m } from '@shop/shared/inspections/messages';
import type { AppDeps } from '../app-deps.ts';
import { admin } from '../appointments/policies.ts';
import { AppError } from '../http/app-error.ts';
import { closeOnceAnswered } from '../http/close-unread.ts';
import type { EncodeQueue, EncodeTicket } from '../photos/encode-queue.ts';
import { encodePhoto, type EncodedPhoto } from '../photos/photo-codec.ts';

export const photoUploadPath = '/api/admin/inspections/:id/items/:key/photos';

/** What a busy server asks the client to wait: a few encodes' time (a 10 MB photo takes about a second). */
export const BUSY_RETRY_AFTER_SECONDS = 5;

const tickets = new WeakMap<Request, EncodeTicket>();
const bytesOf = (mb: number) => Math.round(mb * 1024 * 1024);

/**
 * Staff only, decided from the headers. A caller without a staff session is answered at once and
 * its connection is closed after the answer, so its body is neither read nor waited for.
 */
const staffOnly: RequestHandler = (req, res, next) => {
  if (req.user?.role !== 'admin') closeOnceAnswered(req, res);
  admin(req, res, next);
};

/**
 * A check made before the body is read: the connection of a request it refuses is closed after
 * the answer, as for a stranger; else keep-alive would read and discard the whole declared body,
 * and the tablet would go on uploading megabytes nobody reads.
 */
function refusedUnread(check: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const keepOpen = closeOnceAnswered(req, res);
    check(req, res, (err?: unknown) => {
      if (!err) keepOpen();
      next(err);
    });
  };
}

/** A declared Content-Length over the limit is refused before a byte is read. */
function declaredLengthWithin(maxMb: number): RequestHandler {
  return (req, _res, next) => {
    const declared = Number(req.get('content-length'));
    if (declared > bytesOf(maxMb)) throw new AppError(413, 'payload_too_large', m.tooLarge(maxMb));
    next();
  };
}

/**
 * A place in the re-encode line before the body is read (so the bodies held are bounded too), or
 * 503 with Retry-After. The place is given back when the request ends, however it ends.
 */
function placeInLine(queue: EncodeQueue): RequestHandler {
  return (req, res, next) => {
    const ticket = queue.admit();
    if (!ticket) {
      res.setHeader('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
      throw new AppError(503, 'busy', m.busy);
    }
    tickets.set(req, ticket);
    res.on('close', () => ticket.release());
    next();
  };
}

/** The image bytes, up to PHOTO_MAX_MB (413 past it, in the photo's own words, with the limit). */
function photoBody(maxMb: number): RequestHandler {
  const raw = express.raw({ type: 'image/*', limit: bytesOf(maxMb) });
  return (req, res, next) =>
    raw(req, res, (err?: unknown) =>
      next(
        (err as { type?: string } | undefined)?.type === 'entity.too.large'
          ? new AppError(413, 'payload_too_large', m.tooLarge(maxMb))
          : err,
      ),
    );
}

/**
 * Everything the upload route checks before and while its body is read, in this order: a staff
 * session (401/403), the write rate limit (429), the declared length (413), a place in the
 * re-encode line (503), then the bytes. Every refusal before the bytes closes the connection unread.
 * Mounted by the app before its small JSON parser.
 */
export function photoIntake(deps: Pick<AppDeps, 'config' | 'photoQueue'>, writeLimit: RequestHandler) {
  const { photoMaxMb } = deps.config;
  const before = [writeLimit, declaredLengthWithin(photoMaxMb), placeInLine(deps.photoQueue)].map(refusedUnread);
  return [staffOnly, ...before, photoBody(photoMaxMb)];
}

/** The uploaded photo re-encoded, when one of the encoders is free (see EncodeQueue). */
export async function encodeInLine(req: Request): Promise<EncodedPhoto> {
  const ticket = tickets.get(req);
  // Only photoIntake admits uploads; a route reached without it is a wiring mistake.
  if (!ticket) throw new Error('photo upload reached its route without a place in the encode line');
  if (!Buffer.isBuffer(req.body)) throw new AppError(415, 'unsupported_media_type', m.notAnImage);
  const body = req.body;
  return ticket.run(() => encodePhoto(body));
}
