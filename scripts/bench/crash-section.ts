import path from 'node:path';
import { createDb } from '../../server/src/db/knex.ts';
import { equals, info } from './figures.ts';
import { adminToken, bookingBody, slotSequence, startServer } from './server-process.ts';

/**
 * Section 3: a writer books in a loop while the server is killed with SIGKILL at a random moment,
 * 20 times. Every acknowledged (201) booking must still be there, and the file must be intact.
 */
export async function crashSection(dataDir: string, port: number): Promise<void> {
  const acknowledged: number[] = [];
  const slots = slotSequence(2060, 2);
  for (let round = 0; round < 20; round += 1) {
    const server = await startServer(dataDir, port);
    const token = await adminToken(server.url);
    let alive = true;
    const writer = async () => {
      while (alive) {
        const { date, start } = slots.next().value!;
        try {
          const res = await fetch(`${server.url}/api/appointments`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify(bookingBody(date, start, acknowledged.length)),
          });
          if (res.status === 201)
            acknowledged.push(((await res.json()) as { appointment: { id: number } }).appointment.id);
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = Promise.all([writer(), writer(), writer(), writer()]);
    await new Promise((r) => setTimeout(r, 150 + Math.random() * 600));
    await server.kill();
    alive = false;
    await writers;
  }
  const db = createDb(path.join(dataDir, 'shop.sqlite'));
  const found = new Set<number>();
  for (let i = 0; i < acknowledged.length; i += 500) {
    (
      (await db('appointments')
        .whereIn('id', acknowledged.slice(i, i + 500))
        .pluck('id')) as number[]
    ).forEach((id) => found.add(id));
  }
  const integrity = (await db.raw('PRAGMA integrity_check')) as { integrity_check: string }[];
  await db.destroy();
  info('crash.acknowledged', acknowledged.length, 'bookings');
  equals('crash.lost', acknowledged.length - found.size, 'bookings', 0);
  equals('crash.integrity_ok', integrity[0]?.integrity_check === 'ok' ? 1 : 0, 'bool', 1);
  console.log(
    `  crash: ${acknowledged.length} acknowledged, ${acknowledged.length - found.size} lost, integrity ${integrity[0]?.integrity_check}`,
  );
}
