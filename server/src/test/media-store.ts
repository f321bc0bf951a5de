import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Route = { type: string; body: Buffer } | ((req: IncomingMessage, res: ServerResponse) => void);

/**
 * A local stand-in for the provider's media: what it serves (a file, or a handler for redirects,
 * errors and endless bodies), each request's path and Authorization header, in order.
 */
export async function mediaStore(routes: Record<string, Route>) {
  const hits: { path: string; auth: string | null }[] = [];
  const server = createServer((req, res) => {
    hits.push({ path: req.url ?? '', auth: req.headers.authorization ?? null });
    const route = routes[req.url ?? ''];
    if (!route) return void res.writeHead(404).end();
    if (typeof route === 'function') return route(req, res);
    res.writeHead(200, { 'content-type': route.type }).end(route.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    hits,
    paths: () => hits.map((h) => h.path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type MediaStore = Awaited<ReturnType<typeof mediaStore>>;

/** Polls until the condition holds (media are fetched once their text is filed), for at most 5 s. */
export async function eventually(check: () => Promise<boolean> | boolean): Promise<void> {
  for (const until = Date.now() + 5000; Date.now() < until; await new Promise((r) => setTimeout(r, 50)))
    if (await check()) return;
  throw new Error('never happened');
}
