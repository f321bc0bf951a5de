import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Request } from 'express';
import {
  customerPageOf,
  EARLY_READ_META,
  PAGE_QUERY_ELEMENT_ID,
  scriptJson,
  SHELL_BODY_END,
  SHELL_BODY_START,
  shellApiPath,
  type PageData,
  type SeededQuery,
} from '@shop/shared/app/prerendered-pages';
import { withToken } from '@shop/shared/tracking/tracking-links';
import type { Logger } from '../log.ts';

/** What the web's server bundle (web/src/entry-server.tsx) offers for a mailed page. */
interface Renderer {
  renderMailedPage(
    p: { name: string; id: number; token: string; url: string },
    data: PageData,
    answer: unknown,
  ): Promise<{ body: string; seed: SeededQuery }>;
}

/** How long a page waits for its own API read before its shell is served instead. */
const READ_MS = 1_000;
/** What a link's token can look like (base64url, or a signed token's dotted parts): anything else gets the shell. */
const TOKEN_SHAPE = /^[A-Za-z0-9_.~-]{16,512}$/;

/**
 * The page's API read as the browser makes it, with the link's token, sent to this very server (the
 * address the visit came in on): the answer, and who may see it, are the API's own. No cookie goes
 * with it, so the page rendered is the link's whoever is signed in. Null for any answer but 200.
 */
async function readOwnApi(req: Request, apiPath: string): Promise<unknown> {
  const { localAddress, localPort } = req.socket;
  if (!localAddress || !localPort) return null;
  // An IPv6 address in brackets, its zone (fe80::1%eth0) escaped as a URL needs it.
  const host = localAddress.includes(':') ? `[${localAddress.replace('%', '%25')}]` : localAddress;
  const res = await fetch(`http://${host}:${localPort}${apiPath}`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(READ_MS),
  });
  if (res.ok) return res.json();
  await res.body?.cancel(); // A refusal's body is not needed: the connection goes back to the pool.
  return null;
}

/**
 * A customer shell with the page rendered into the place of its body, and the read it was rendered
 * with beside it (the app takes it into its cache and renders the same page over this one). The
 * shell's early read goes: its answer is here.
 */
export function intoShell(shell: string, body: string, seed: SeededQuery): string {
  const start = shell.indexOf(SHELL_BODY_START);
  const end = shell.indexOf(SHELL_BODY_END, start);
  if (start < 0 || end < 0) throw new Error('the customer shell has no body markers');
  const read = `<script type="application/json" id="${PAGE_QUERY_ELEMENT_ID}">${scriptJson(seed)}</script>`;
  // Inert until the app renders over it (which replaces this wrapper): a choice or a word typed
  // into the server's copy of a form would be lost then.
  const page = `<div inert style="display: contents">${body}</div>`;
  return `${shell.slice(0, start)}${page}${shell.slice(end + SHELL_BODY_END.length)}`
    .replace(new RegExp(`<meta name="${EARLY_READ_META}"[^>]*>`), '')
    .replace('</body>', () => `${read}</body>`);
}

/**
 * Renders the page a mail's link opens (`/track-appointment/7?t=...`) with its data on the server,
 * so a phone's first visit paints the appointment, estimate or offer itself rather than "Loading"
 * until the app's code has arrived. Answers null, and the shell is served as before, without a
 * token, without the renderer (`web/dist-ssr`, built by `npm run build`), for a link the API
 * refuses, or when rendering fails (a warning).
 */
export function mailedPageRenderer(rendererFile: string | null, logger: Logger) {
  let renderer: Promise<Renderer | null> | undefined;
  const load = () =>
    (renderer ??=
      rendererFile && existsSync(rendererFile)
        ? (import(pathToFileURL(rendererFile).href) as Promise<Renderer>).catch((err: unknown) => {
            logger.warn({ err, rendererFile }, 'the mailed pages renderer did not load: serving their shells');
            return null;
          })
        : Promise.resolve(null));
  return async function render(req: Request, shell: string, data: PageData): Promise<string | null> {
    const token = typeof req.query.t === 'string' && TOKEN_SHAPE.test(req.query.t) ? req.query.t : null;
    const page = customerPageOf(req.path);
    if (!token || !page) return null;
    const renderer = await load();
    if (!renderer) return null;
    try {
      const answer = await readOwnApi(req, withToken(shellApiPath(page.name, page.id), token));
      if (answer === null) return null;
      const { body, seed } = await renderer.renderMailedPage({ ...page, token, url: req.originalUrl }, data, answer);
      return intoShell(shell, body, seed);
    } catch (err) {
      // Its message may quote the link: the token stays out of the log.
      const error = (err instanceof Error ? err.message : String(err)).replaceAll(token, '[token]');
      logger.warn({ error, page: page.name, id: page.id }, 'a mailed page could not be rendered: serving its shell');
      return null;
    }
  };
}
