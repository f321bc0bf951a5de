import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type Router } from 'express';
import {
  canonicalJson,
  CUSTOMER_SHELLS,
  customerShellFor,
  flagsAttribute,
  PAGE_DATA_FILE,
  PRERENDERED_PAGES,
  type PageData,
} from '@shop/shared/app/prerendered-pages';
import type { FlagMap } from '@shop/shared/flags/flag-defaults';
import type { Logger } from '../log.ts';
import { mailedPageRenderer } from './mailed-pages.ts';

/** What the pages depend on in the server's state. */
export interface WebAppState {
  flags(): Promise<FlagMap>;
  /** The shop and catalog as this server answers them, to compare with what the pages were built with. */
  pageData(): Promise<PageData>;
  /** The web's server bundle that renders a mailed link's page with its data; null serves the shell. */
  renderer: string | null;
  logger: Logger;
}

/** The built files by key (a public page's route, a customer shell's name); empty for a build without them. */
function readPages(dist: string, pages: Readonly<Record<string, { file: string }>>): Map<string, string> {
  const read = new Map<string, string>();
  for (const [key, page] of Object.entries(pages)) {
    const file = path.join(dist, page.file);
    if (existsSync(file)) read.set(key, readFileSync(file, 'utf8'));
  }
  return read;
}

/** The flags that are on, on the <html> element, so CSS shows the right links before any script runs. */
const withFlags = (html: string, flags: FlagMap) =>
  html.replace(/<html([^>]*)>/, `<html$1 data-flags="${flagsAttribute(flags)}">`);

/**
 * Serves the built PWA: hashed assets cached for a year; the service worker, the manifest and the
 * pages never cached. Each prerendered public page is served as its own HTML while the shop and
 * catalog it was built with are this server's (else the shell, and a warning) and its flag is on;
 * so is each customer page's shell (`/estimate/7?t=...`) on the same condition, with the page
 * rendered into it when the link's token opens it (see mailed-pages.ts); every other app route gets
 * the shell (the SPA fallback).
 */
export function webAppRouter(dist: string, state: WebAppState): Router {
  const router = express.Router();
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`The web app is not built (${indexFile} is missing): run npm run build`);
  }
  const shell = readFileSync(indexFile, 'utf8');
  const pages = readPages(dist, PRERENDERED_PAGES);
  const shells = readPages(dist, CUSTOMER_SHELLS);
  const builtData = existsSync(path.join(dist, PAGE_DATA_FILE))
    ? readFileSync(path.join(dist, PAGE_DATA_FILE), 'utf8')
    : null;
  const renderMailed = mailedPageRenderer(state.renderer, state.logger);
  const builtPageData = builtData ? (JSON.parse(builtData) as PageData) : null;
  let pagesCurrent: Promise<boolean> | undefined;
  const pagesAreCurrent = () =>
    (pagesCurrent ??= state.pageData().then((now) => {
      const same = builtData === canonicalJson(now);
      if (!same && pages.size > 0) {
        state.logger.warn(
          { fix: 'build the web app with the SHOP_CONFIG the server uses' },
          'the prerendered pages hold other shop details or services: serving the shell',
        );
      }
      return same;
    }));

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
  router.get(/^(?!\/api\/).*/, async (req, res, next) => {
    if (path.extname(req.path) !== '') return next();
    const flags = await state.flags();
    const page = PRERENDERED_PAGES[req.path];
    const prerendered = page && (!page.flag || flags[page.flag]) && (await pagesAreCurrent());
    // A customer page's shell holds the shop's details too; its own data it reads itself.
    const customer = customerShellFor(req.path);
    const built = prerendered
      ? pages.get(req.path)
      : customer && (await pagesAreCurrent())
        ? shells.get(customer)
        : null;
    // A mailed link's page rendered with its data is the visitor's own: never kept anywhere.
    const rendered = customer && built && builtPageData ? await renderMailed(req, built, builtPageData) : null;
    res.setHeader('Cache-Control', rendered ? 'private, no-store' : 'no-cache');
    res.type('html').send(withFlags(rendered ?? (built || shell), flags));
  });
  return router;
}
