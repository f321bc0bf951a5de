import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type Router } from 'express';

/**
 * Serves the built PWA: hashed assets cached for a year, index.html, the service worker and the
 * manifest never cached, and index.html for every app route (the SPA fallback).
 */
export function webAppRouter(dist: string): Router {
  const router = express.Router();
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`The web app is not built (${indexFile} is missing): run npm run build`);
  }
  const indexHtml = readFileSync(indexFile);
  router.use(compression());
  router.use(
    express.static(dist, {
      index: false,
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`))
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  router.get(/^(?!\/api\/).*/, (req, res, next) => {
    if (path.extname(req.path) !== '') return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(indexHtml);
  });
  return router;
}
