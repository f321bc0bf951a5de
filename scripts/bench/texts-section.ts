import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { createDatabase } from '../../server/src/db/cluster.ts';
import { createDb } from '../../server/src/db/knex.ts';
import { twilioSignature } from '../../server/src/texts/twilio-signature.ts';
import { startPostgres } from '../postgres-cluster.mjs';
import { atMost, equals, info, percentile } from './figures.ts';
import { startServer, type RunningServer } from './server-process.ts';

const TOKEN = 'bench-twilio-auth-token';
/** Texts come from this many numbers, so threads hold several texts each, as a shop's would. */
const PHONES = 200;
/** Webhook calls in flight at once: the provider's burst through 50 connections (as the API section's load). */
const IN_FLIGHT = 50;
/** Every tenth text is delivered twice, as the provider does when its first call timed out. */
const REPLAY_EVERY = 10;
/** Texts sent one at a time after the burst, for the webhook's time without a queue. */
const ONE_AT_A_TIME = 200;
/** The goal for the webhook. */
const WEBHOOK_P95_MS = 50;

const phoneOf = (i: number) => `+1555${String(2000000 + (i % PHONES)).padStart(7, '0')}`;

/** One signed webhook call; answers its time in ms. */
async function deliver(server: RunningServer, publicUrl: string, sid: string, i: number): Promise<number> {
  const path = '/api/sms/inbound';
  const params = { MessageSid: sid, From: phoneOf(i), To: '+15550000000', Body: `text ${i}`, NumMedia: '0' };
  const started = performance.now();
  const res = await fetch(server.url + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(TOKEN, publicUrl + path, params),
    },
    body: new URLSearchParams(params),
  });
  await res.text();
  if (res.status !== 200) throw new Error(`webhook ${sid}: ${res.status}`);
  return performance.now() - started;
}

/** `count` texts (and the replays) through IN_FLIGHT connections: each call's time, ascending. */
async function burst(server: RunningServer, publicUrl: string, count: number): Promise<number[]> {
  const calls = Array.from({ length: count }, (_, i) => ({ sid: `SMbench${i}`, i }));
  for (let i = 0; i < count; i += REPLAY_EVERY) calls.push({ sid: `SMbench${i}`, i });
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < calls.length) {
        const c = calls[next++]!;
        times.push(await deliver(server, publicUrl, c.sid, c.i));
      }
    }),
  );
  return times.sort((a, b) => a - b);
}

async function measure(label: string, server: RunningServer, publicUrl: string, databaseUrl: string, count: number) {
  const started = performance.now();
  const times = await burst(server, publicUrl, count);
  const seconds = (performance.now() - started) / 1000;
  const db = createDb(databaseUrl);
  try {
    const [row] = (await db('text_messages')
      .where({ direction: 'in' })
      .select(db.raw('count(*) as n'), db.raw('count(distinct provider_sid) as sids'))) as {
      n: number;
      sids: number;
    }[];
    const threads = Number(((await db('text_threads').count({ n: '*' })) as { n: number }[])[0]!.n);
    equals(`texts.stored.${label}`, Number(row!.n), 'texts', count);
    equals(`texts.doubled.${label}`, Number(row!.n) - Number(row!.sids), 'texts', 0);
    equals(`texts.threads.${label}`, threads, 'threads', PHONES);
  } finally {
    await db.destroy();
  }
  info(`texts.webhook_p50_ms.${label}`, percentile(times, 0.5), 'ms');
  atMost(`texts.webhook_p95_ms.${label}`, percentile(times, 0.95), 'ms', WEBHOOK_P95_MS);
  // Beside the burst, the webhook's own time: texts one at a time, as a shop gets them most days.
  const alone: number[] = [];
  for (let i = 0; i < ONE_AT_A_TIME; i++) alone.push(await deliver(server, publicUrl, `SMalone${i}`, i));
  alone.sort((a, b) => a - b);
  info(`texts.webhook_one_at_a_time_p95_ms.${label}`, percentile(alone, 0.95), 'ms');
  console.log(
    `  ${label}: ${times.length} webhook calls (${count} texts, ${times.length - count} replays) in ${seconds.toFixed(1)} s, ` +
      `p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms; ` +
      `one at a time p95 ${percentile(alone, 0.95).toFixed(1)} ms (load ${os.loadavg()[0]!.toFixed(1)})`,
  );
}

/**
 * Section: `count` inbound texts in a burst at POST /api/sms/inbound, each signed as the provider
 * signs it and one in ten delivered twice: none lost, none doubled, and the webhook's p95, on
 * SQLite and on PostgreSQL.
 */
export async function textsSection(port: number, count: number): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-texts-'));
  const publicUrl = `http://127.0.0.1:${port}`;
  const env = { TWILIO_AUTH_TOKEN: TOKEN, PUBLIC_URL: publicUrl, WEB_DIST: '' };
  try {
    const sqliteFile = path.join(dir, 'sqlite', 'shop.sqlite');
    const sqlite = await startServer(path.join(dir, 'sqlite'), port, env);
    try {
      await measure('sqlite', sqlite, publicUrl, sqliteFile, count);
    } finally {
      await sqlite.stop();
    }
    const cluster = await startPostgres();
    try {
      await createDatabase(cluster.url, 'bench_texts');
      const url = `${cluster.url}/bench_texts`;
      const { publicKey, privateKey } = webpush.generateVAPIDKeys();
      const pg = await startServer(path.join(dir, 'pg'), port, {
        ...env,
        DATABASE_URL: url,
        JWT_SECRET: 'bench-secret-shared-by-every-server-0123456789',
        VAPID_PUBLIC_KEY: publicKey,
        VAPID_PRIVATE_KEY: privateKey,
      });
      try {
        await measure('postgres', pg, publicUrl, url, count);
      } finally {
        await pg.stop();
      }
    } finally {
      cluster.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
