import type { ErrorRequestHandler } from 'express';
import { ZodError } from 'zod';
import { appMessages } from '@shop/shared/app/messages';
import type { Logger } from '../log.ts';
import { isBusy, isUnavailable, isUniqueViolation } from '../db/dialect.ts';
import { AppError } from './app-error.ts';

/** How long a client waits before trying a write again that the busy database refused. */
const BUSY_RETRY_AFTER_SECONDS = 1;

/** Turns every error into the {success: false, error, code} envelope; never leaks a stack. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (err instanceof AppError) {
      res.status(err.status).json({ success: false, error: err.message, code: err.code, ...err.extra });
      return;
    }
    if (err instanceof ZodError) {
      const issues = err.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      res.status(400).json({
        success: false,
        error: issues[0]?.message ?? appMessages.invalidRequest,
        code: 'invalid_request',
        issues,
      });
      return;
    }
    const e = err as { type?: string; status?: number; message?: string; code?: string };
    if (e.type === 'entity.parse.failed') {
      res.status(400).json({ success: false, error: appMessages.malformedJson, code: 'invalid_request' });
      return;
    }
    if (e.type === 'entity.too.large') {
      res.status(413).json({ success: false, error: appMessages.payloadTooLarge, code: 'payload_too_large' });
      return;
    }
    if (e.status && e.status >= 400 && e.status < 500) {
      res.status(e.status).json({ success: false, error: appMessages.invalidRequest, code: 'invalid_request' });
      return;
    }
    // A write that lost a race to another one (the same unique value written twice at once):
    // nothing was written, and trying again sees the other write.
    if (isUniqueViolation(err)) {
      logger.warn({ err, path: req.path }, 'database refused a duplicate write');
      res.status(409).json({ success: false, error: appMessages.writeConflict, code: 'conflict' });
      return;
    }
    // The database was unreachable or dropped the connection: the transaction never committed.
    if (isUnavailable(err)) {
      logger.warn({ err, path: req.path }, 'database unavailable');
      res.status(503).json({ success: false, error: appMessages.databaseUnavailable, code: 'unavailable' });
      return;
    }
    // Still busy (or deadlocked) after the write was tried again: nothing committed, and a retry
    // a moment later will likely get through, so say so rather than answer a failure.
    if (isBusy(err)) {
      logger.warn({ err, path: req.path }, 'database too busy for a write');
      res.setHeader('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
      res.status(503).json({ success: false, error: appMessages.databaseBusy, code: 'busy' });
      return;
    }
    logger.error({ err, path: req.path }, 'unhandled error');
    res.status(500).json({ success: false, error: appMessages.internalError, code: 'internal' });
  };
}
