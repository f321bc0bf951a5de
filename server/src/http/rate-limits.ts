import type { Request, RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { appMessages } from '@shop/shared/app/messages';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Bursts of writes per client address: 429 without the request form's rate_limited status. One
 * limiter may be mounted twice on a path (the photo upload checks it before its body is read):
 * each request is counted once.
 */
export function writeBurstLimit(perMinute: number): RequestHandler {
  const limiter = rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    skip: (req) => !WRITE_METHODS.has(req.method),
    handler: (_req, res) => {
      res.status(429).json({ success: false, error: appMessages.tooManyRequests, code: 'too_many_requests' });
    },
  });
  const counted = new WeakSet<Request>();
  return (req, res, next) => {
    if (counted.has(req)) return next();
    counted.add(req);
    return limiter(req, res, next);
  };
}
