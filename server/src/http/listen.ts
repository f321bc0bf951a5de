import { createServer, type Server } from 'node:http';
import type { Express } from 'express';

/**
 * The HTTP server with limits on slow clients: a request must arrive whole within
 * `requestTimeoutMs` (headers within 10 s), idle keep-alive sockets close after 5 s, and Node
 * checks for overdue requests every second. A body trickling a byte at a time is cut off.
 */
export function listen(app: Express, port: number, host: string | undefined, requestTimeoutMs: number): Server {
  const server = createServer(
    {
      requestTimeout: requestTimeoutMs,
      headersTimeout: Math.min(10_000, requestTimeoutMs),
      keepAliveTimeout: 5_000,
      connectionsCheckingInterval: 1_000,
    },
    app,
  );
  return host ? server.listen(port, host) : server.listen(port);
}
