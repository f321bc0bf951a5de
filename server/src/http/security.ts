import type { RequestHandler } from 'express';
import helmet from 'helmet';

const HSTS = 'max-age=31536000; includeSubDomains';

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
    // frame-ancestors 'none' above says it; browsers that know CSP ignore X-Frame-Options.
    xFrameOptions: false,
    // Only over HTTPS (directly, or as a trusted proxy reports it): see httpsOnlyHsts.
    strictTransportSecurity: false,
  });
}

/** Strict-Transport-Security only where the request came over HTTPS: over plain HTTP it means nothing. */
export const httpsOnlyHsts: RequestHandler = (req, res, next) => {
  if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
  next();
};
