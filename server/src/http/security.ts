import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * helmet with our CSP: only our origin plus the map tile host; base-uri and frame-ancestors
 * 'none'; and strict-origin-when-cross-origin, because no-referrer gets OSM tiles refused.
 */
export function securityHeaders(tileUrl: string): RequestHandler {
  const tileOrigin = new URL(tileUrl.replace(/\{[a-z]\}/g, 'a')).origin;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', tileOrigin],
        connectSrc: ["'self'", tileOrigin],
        fontSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}
