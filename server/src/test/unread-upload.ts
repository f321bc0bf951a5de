import { connect } from 'node:net';
import { LINGER_MS } from '../http/close-unread.ts';

/** When each thing was heard, in milliseconds after the headers went (Infinity: never). */
export interface UnreadUpload {
  head: string;
  sent: number;
  at: { answer: number; end: number; close: number };
}

/**
 * An upload over its own keep-alive HTTP/1.1 connection that declares `length` bytes and goes on
 * sending 1 kB every 50 ms whatever it hears (allowHalfOpen), as a tablet's upload does. A server
 * that does not close such a connection itself reads (and discards) every declared byte.
 */
export async function unreadUpload(
  url: string,
  path: string,
  o: { length: number; token?: string },
): Promise<UnreadUpload> {
  const socket = connect({ port: Number(new URL(url).port), host: '127.0.0.1', allowHalfOpen: true });
  socket.on('error', () => undefined);
  const auth = o.token ? `Authorization: Bearer ${o.token}\r\n` : '';
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${auth}` +
      `Content-Type: image/jpeg\r\nContent-Length: ${o.length}\r\n\r\n`,
  );
  const started = Date.now();
  const at = { answer: Infinity, end: Infinity, close: Infinity };
  let head = '';
  socket.on('data', (chunk: Buffer) => {
    if (!head) at.answer = Date.now() - started;
    head += chunk.toString('latin1');
  });
  socket.on('end', () => (at.end = Date.now() - started));
  let sent = 0;
  const trickle = setInterval(() => {
    if (!socket.writable) return;
    socket.write(Buffer.alloc(1024));
    sent += 1024;
  }, 50);
  // Bounded: a server that closes half-closes right after its answer and cuts LINGER_MS later.
  await new Promise<void>((resolve) => {
    socket.on('close', () => resolve());
    setTimeout(resolve, LINGER_MS + 4_000);
  });
  at.close = socket.destroyed ? Date.now() - started : Infinity;
  clearInterval(trickle);
  socket.destroy();
  return { head, sent, at };
}
