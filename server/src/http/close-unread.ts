import type { Request, Response } from 'express';

/** How long a connection whose body is refused stays open, unread, after its answer. */
export const LINGER_MS = 2_000;

/**
 * Closes the connection once an answer given without reading the request's body is out: the answer
 * says `Connection: close`, the server half-closes, reads nothing more, and cuts the connection
 * LINGER_MS later. Node would cut it as soon as the answer is out (`destroySoon`), and the bytes
 * still arriving would make the kernel send a reset that can reach the client before it has read
 * the answer; Node would also go on reading the body to discard it.
 */
export function closeOnceAnswered(req: Request, res: Response): () => void {
  res.setHeader('Connection', 'close');
  const socket = req.socket;
  socket.destroySoon = function lingeringClose() {
    this.end();
    // After Node has set the refused body flowing to discard it (on the next turn): no more reads.
    setImmediate(() => this.pause());
    const cut = setTimeout(() => this.destroy(), LINGER_MS);
    cut.unref();
    this.once('close', () => clearTimeout(cut));
  };
  // For a check that let the request through after all: the body is read, the connection kept.
  return function keepOpen() {
    res.removeHeader('Connection');
    delete (socket as { destroySoon?: unknown }).destroySoon;
  };
}
