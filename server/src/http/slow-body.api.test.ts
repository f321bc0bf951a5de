import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { appsStoppedAfterEach } from '../test/test-app.ts';

const start = appsStoppedAfterEach();

describe('slow clients', () => {
  it('a body trickling one byte at a time is cut off once the request timeout passes', async () => {
    const t = await start({ config: { requestTimeoutMs: 1_000 } });
    const { port } = new URL(t.url);
    const socket = connect(Number(port), '127.0.0.1');
    socket.on('data', () => undefined);
    // The server cutting the connection off may reach this end as a reset: the outcome awaited below.
    socket.on('error', () => undefined);
    socket.write(
      'POST /api/appointment-requests HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{',
    );
    const started = Date.now();
    let sent = 0;
    const trickle = setInterval(() => {
      if (socket.destroyed || sent >= 40) return;
      socket.write('"');
      sent += 1;
    }, 200);
    // Bounded: the connection must close within 5 s (the limit is 1 s, checked every second).
    const closedAfter = await new Promise<number>((resolve) => {
      socket.on('close', () => resolve(Date.now() - started));
      setTimeout(() => resolve(Number.POSITIVE_INFINITY), 5_000);
    });
    clearInterval(trickle);
    socket.destroy();
    expect(closedAfter).toBeLessThan(5_000);
    expect(sent).toBeLessThan(25);
  });
});
