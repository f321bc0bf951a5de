import { equals, info } from './figures.ts';
import { adminToken, bookingBody, type RunningServer } from './server-process.ts';

/** Section 2: 50 simultaneous bookings of one slot, 20 rounds; exactly `bays` may win each. */
export async function contentionSection(server: RunningServer, bays: number): Promise<void> {
  const token = await adminToken(server.url);
  let doubles = 0;
  let wrongLosers = 0;
  const times: number[] = [];
  for (let round = 0; round < 20; round += 1) {
    const d = new Date(Date.UTC(2034, 0, 2 + round * 7, 12)); // Mondays in 2034
    while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
    const date = d.toISOString().slice(0, 10);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        fetch(`${server.url}/api/appointments`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(bookingBody(date, '10:00', round * 100 + i)),
        }).then((r) => r.status),
      ),
    );
    times.push(performance.now() - started);
    const won = answers.filter((s) => s === 201).length;
    doubles += Math.max(0, won - bays);
    wrongLosers += answers.filter((s) => s !== 201 && s !== 409).length + Math.max(0, bays - won);
  }
  equals('contention.double_bookings', doubles, 'bookings', 0);
  equals('contention.wrong_answers', wrongLosers, 'answers', 0);
  info('contention.round_ms', times.reduce((a, b) => a + b, 0) / times.length, 'ms');
  console.log(`  contention: ${doubles} double bookings, ${wrongLosers} wrong answers over 20 rounds`);
}
