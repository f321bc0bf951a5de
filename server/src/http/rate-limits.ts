import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { appMessages } from '@shop/shared/app/messages';
import { authMessages } from '@shop/shared/auth/messages';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Bursts of writes per client address: 429 without the request form's rate_limited status. */
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
  return limiter;
}

/** Password guessing: failed sign-ins per address and per account over 15 minutes. */
export function loginLimits(perAddress: number): RequestHandler[] {
  const answer: RequestHandler = (_req, res) => {
    res.status(429).json({ success: false, error: authMessages.tooManyLoginAttempts, code: 'too_many_requests' });
  };
  const common = {
    windowMs: 15 * 60_000,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-7' as const,
    legacyHeaders: false,
    handler: answer,
  };
  return [
    rateLimit({ ...common, limit: perAddress }),
    rateLimit({
      ...common,
      limit: 10,
      keyGenerator: (req) =>
        `email:${String((req.body as { email?: unknown } | undefined)?.email ?? '')
          .toLowerCase()
          .trim()}`,
    }),
  ];
}
