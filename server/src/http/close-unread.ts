import type { Request, Response } from 'express';

/** How long a connection whose body is refused keeps being drained before it is cut (nginx's default is 5 s). */
export const LINGER_MS = 2_000;

/**
 * Closes the connection once an answer given without reading the request's body is out: the answer
 * says `Connection: close`, the server half-closes, drops whatever more arrives for at most
 * LINGER_MS, then cuts it. Node would cut it as soon as the answer is out (`destroySoon`); the
 * bytes still arriving then make the kernel send a reset, which can reach the client before it has
 * read the answer. Hence the lingering close of nginx and Apache, in place of Node's.
 */
export function closeOnceAnswered(req: Request, res: Response): void {
  res.setHeader('Connection', 'close');
  const socket = req.socket;
  socket.destroySoon = function lingeringClose() {
    this.end();
    const cut = setTimeout(() => this.destroy(), LINGER_MS);
    cut.unref();
    this.once('close', () => clearTimeout(cut));
  };
}
