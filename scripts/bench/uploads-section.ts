import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import os, { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { below, equals, info, percentile } from './figures.ts';
import { adminApi, booking, photoLike, startInspection } from './photo-setup.ts';
import { adminToken, startServer, type RunningServer } from './server-process.ts';

const MiB = 1024 * 1024;
const AT_ONCE = 20;
/** The server's PHOTO_MAX_MB: every upload here is at most this, so none is refused for its size. */
const LIMIT_MB = 10;

interface Outcome {
  /** 0: the connection failed before an answer came. */
  status: number;
  ms: number;
}

/** One upload over its own connection; never rejects (a failed connection is status 0). */
function post(url: string, pathname: string, bytes: Buffer, token?: string): Promise<Outcome> {
  const { hostname, port } = new URL(url);
  const headers: Record<string, string | number> = { 'content-type': 'image/jpeg', 'content-length': bytes.length };
  if (token) headers.authorization = `Bearer ${token}`;
  const started = performance.now();
  return new Promise((resolve) => {
    let done = false;
    const finish = (status: number) => {
      if (done) return;
      done = true;
      resolve({ status, ms: performance.now() - started });
    };
    const req = request({ hostname, port, path: pathname, method: 'POST', headers, agent: false }, (res) => {
      // The status is the outcome; the body is read only so the socket can close.
      res.resume();
      finish(res.statusCode ?? 0);
    });
    req.on('error', () => finish(0));
    req.end(bytes);
  });
}

/** The server process's resident memory now, and its peak since the last reset (Linux /proc), in MiB. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)![1]) / 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** Starts the peak over from the current figure (writing 5 to clear_refs resets VmHWM). */
const resetPeak = (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, '5');

/** A camera photo of 24 MP, as large as the limit allows (about 9-10 MiB): the heaviest upload staff send. */
async function largestPhoto(): Promise<Buffer> {
  const noise = sharp({
    create: {
      width: 6000,
      height: 4000,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 110, sigma: 45 },
    },
  }).blur(1.2);
  for (const quality of [96, 95, 90]) {
    const bytes = await noise.clone().jpeg({ quality }).toBuffer();
    if (bytes.length <= LIMIT_MB * MiB) return bytes;
  }
  throw new Error('no quality made the photo fit the limit');
}

/** Sends AT_ONCE uploads at once, `rounds` times; answers every outcome and the server's peak memory. */
async function burst(
  server: RunningServer,
  rounds: number,
  send: () => Promise<Outcome>,
): Promise<{ outcomes: Outcome[]; peakMiB: number }> {
  const pid = server.child.pid!;
  resetPeak(pid);
  const outcomes: Outcome[] = [];
  for (let r = 0; r < rounds; r += 1)
    outcomes.push(...(await Promise.all(Array.from({ length: AT_ONCE }, () => send()))));
  return { outcomes, peakMiB: memoryOf(pid).peak };
}

const count = (outcomes: Outcome[], status: number) => outcomes.filter((o) => o.status === status).length;
const p95 = (outcomes: Outcome[]) =>
  percentile(
    outcomes.map((o) => o.ms).sort((a, b) => a - b),
    0.95,
  );

/**
 * Photo uploads at once against a real server process with its default encode line (as many
 * encoders as cores, twice that waiting): 20 anonymous 10 MiB bodies, refused before they are read,
 * then 20 signed-in 24 MP photos of about 10 MiB, which the line takes or turns away with 503, then
 * 20 photos as the tablet sends them (1600 px) with the line's length beside their p95. Beside
 * each, the server's peak resident memory against its idle figure. `rounds` bursts of each.
 */
export async function uploadsSection(port: number, rounds: number): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-uploads-'));
  const photo = await largestPhoto();
  info('uploads.signed_in_photo_mib', photo.length / MiB, 'MiB');
  const server = await startServer(dir, port, { WEB_DIST: '', PHOTO_MAX_MB: String(LIMIT_MB) });
  try {
    const api = await adminApi(server);
    const { id } = await booking(api, 1);
    const inspection = await startInspection(api, id);
    const photos = `/api/admin/inspections/${inspection.id}/items/brakes/photos`;
    const token = await adminToken(server.url);
    // Idle: started, signed in, one inspection open, nothing uploading.
    const idle = memoryOf(server.child.pid!).rss;
    info('uploads.server_idle_rss_mib', idle, 'MiB');

    const anonymousBody = Buffer.alloc(LIMIT_MB * MiB, 0xab);
    const anonymous = await burst(server, rounds, () => post(server.url, photos, anonymousBody));
    equals('uploads.anonymous_refused_401', count(anonymous.outcomes, 401), 'uploads', AT_ONCE * rounds);
    info('uploads.anonymous_answer_p95_ms', p95(anonymous.outcomes), 'ms');
    // Twenty 10 MiB bodies read in full would add 200 MiB; refused unread, the server barely moves.
    below('uploads.anonymous_peak_rss_over_idle_mib', anonymous.peakMiB - idle, 'MiB', 50);

    const signedIn = await burst(server, rounds, () => post(server.url, `${photos}?id=${randomUUID()}`, photo, token));
    const [stored, busy] = [count(signedIn.outcomes, 201), count(signedIn.outcomes, 503)];
    info('uploads.signed_in_201', stored, 'uploads');
    info('uploads.signed_in_503', busy, 'uploads');
    equals('uploads.signed_in_other_outcomes', signedIn.outcomes.length - stored - busy, 'uploads', 0);
    info('uploads.signed_in_p95_ms', p95(signedIn.outcomes), 'ms');
    for (const [status, name] of [
      [201, 'stored'],
      [503, 'busy'],
    ] as const) {
      const some = signedIn.outcomes.filter((o) => o.status === status);
      if (some.length > 0) info(`uploads.signed_in_${name}_p95_ms`, p95(some), 'ms');
    }
    info('uploads.signed_in_peak_rss_mib', signedIn.peakMiB, 'MiB', idle);

    // The server's default line (see photoQueueFrom in server/src/config.ts): encoders and places to wait.
    info('uploads.line_encoders', availableParallelism(), 'uploads');
    info('uploads.line_waiting', 2 * availableParallelism(), 'uploads');
    const device = await photoLike(1600, 1200, 7);
    const tablet = await burst(server, rounds, () => post(server.url, `${photos}?id=${randomUUID()}`, device, token));
    info('uploads.device_201', count(tablet.outcomes, 201), 'uploads');
    info('uploads.device_503', count(tablet.outcomes, 503), 'uploads');
    equals(
      'uploads.device_other_outcomes',
      tablet.outcomes.length - count(tablet.outcomes, 201) - count(tablet.outcomes, 503),
      'uploads',
      0,
    );
    const kept = tablet.outcomes.filter((o) => o.status === 201);
    if (kept.length > 0) info('uploads.device_stored_p95_ms', p95(kept), 'ms');
    info('uploads.device_peak_rss_mib', tablet.peakMiB, 'MiB', idle);
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
