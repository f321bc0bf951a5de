import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
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
/** Texts sent in a first burst, unmeasured, to warm the server. */
const WARM_UP = 200;
/** Texts sent one at a time after the burst, for the webhook's time without a queue. */
const ONE_AT_A_TIME = 200;
/** The goal for the webhook. */
const WEBHOOK_P95_MS = 50;

const phoneOf = (i: number) => `+1555${String(2000000 + (i % PHONES)).padStart(7, '0')}`;

const WEBHOOK_PATH = '/api/sms/inbound';

/** A text's webhook call as the provider signs it: its form body and signature. */
function signedCall(publicUrl: string, sid: string, i: number) {
  const params = { MessageSid: sid, From: phoneOf(i), To: '+15550000000', Body: `text ${i}`, NumMedia: '0' };
  return {
    body: new URLSearchParams(params).toString(),
    signature: twilioSignature(TOKEN, publicUrl + WEBHOOK_PATH, params),
  };
}

/** One signed webhook call from this process; answers its time in ms. */
async function deliver(server: RunningServer, publicUrl: string, sid: string, i: number): Promise<number> {
  const { body, signature } = signedCall(publicUrl, sid, i);
  const started = performance.now();
  const res = await fetch(server.url + WEBHOOK_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    body,
  });
  await res.text();
  if (res.status !== 200) throw new Error(`webhook ${sid}: ${res.status}`);
  return performance.now() - started;
}

/**
 * `count` texts (and the replays) through IN_FLIGHT connections, signed beforehand and sent by
 * autocannon from a process of its own: each call's time, ascending.
 */
async function burst(
  server: RunningServer,
  publicUrl: string,
  count: number,
  dir: string,
  prefix: string,
): Promise<{ times: number[]; seconds: number }> {
  const calls = Array.from({ length: count }, (_, i) => signedCall(publicUrl, `${prefix}${i}`, i));
  for (let i = 0; i < count; i += REPLAY_EVERY) calls.push(signedCall(publicUrl, `${prefix}${i}`, i));
  const callsFile = path.join(dir, `calls-${Date.now()}.json`);
  writeFileSync(callsFile, JSON.stringify(calls));
  const spec = { url: server.url, path: WEBHOOK_PATH, callsFile, connections: IN_FLIGHT };
  const out = await new Promise<string>((resolve, reject) =>
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'webhook-burst-worker.ts'), JSON.stringify(spec)],
      { timeout: 120_000, maxBuffer: 1 << 22 },
      (err, stdout) => (err ? reject(err) : resolve(stdout)),
    ),
  );
  const r = JSON.parse(out) as { times: number[]; errors: number; total: number; seconds: number };
  if (r.errors > 0 || r.total !== calls.length)
    throw new Error(`webhook burst: ${r.errors} errors in ${r.total} calls`);
  return { times: r.times.sort((a, b) => a - b), seconds: r.seconds };
}

/** The longest wait for the job to file a burst's texts. */
const FILE_WAIT_MS = 180_000;

/** Waits until no kept text waits to be filed; answers when that was, in ms from `since`. */
async function filed(db: Knex, since: number): Promise<number> {
  const until = performance.now() + FILE_WAIT_MS;
  for (;;) {
    const [{ n }] = (await db('inbound_texts').whereIn('status', ['queued', 'sending']).count({ n: '*' })) as {
      n: number | string;
    }[];
    if (Number(n) === 0) return performance.now() - since;
    if (performance.now() > until) throw new Error(`${n} texts still not filed after ${FILE_WAIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function measure(
  label: string,
  server: RunningServer,
  publicUrl: string,
  databaseUrl: string,
  count: number,
  dir: string,
) {
  const db = createDb(databaseUrl);
  try {
    // A running shop's server has answered texts before: a first burst warms it, unmeasured.
    await burst(server, publicUrl, WARM_UP, dir, 'SMwarm');
    await filed(db, performance.now());
    const started = performance.now();
    const { times, seconds } = await burst(server, publicUrl, count, dir, 'SMbench');
    // The webhook only keeps each text; the job files them (thread, staff push) behind it.
    info(`texts.all_filed_s.${label}`, (await filed(db, started)) / 1000, 's');
    const [row] = (await db('text_messages')
      .where({ direction: 'in' })
      .select(db.raw('count(*) as n'), db.raw('count(distinct provider_sid) as sids'))) as {
      n: number;
      sids: number;
    }[];
    const threads = Number(((await db('text_threads').count({ n: '*' })) as { n: number }[])[0]!.n);
    equals(`texts.stored.${label}`, Number(row!.n) - WARM_UP, 'texts', count);
    equals(`texts.doubled.${label}`, Number(row!.n) - Number(row!.sids), 'texts', 0);
    equals(`texts.threads.${label}`, threads, 'threads', PHONES);
    await report(label, server, publicUrl, { times, seconds, count });
  } finally {
    await db.destroy();
  }
}

/** The burst's figures, and beside them the webhook's time for texts one at a time. */
async function report(
  label: string,
  server: RunningServer,
  publicUrl: string,
  b: { times: number[]; seconds: number; count: number },
) {
  const { times, seconds, count } = b;
  info(`texts.webhook_p50_ms.${label}`, percentile(times, 0.5), 'ms');
  atMost(`texts.webhook_p95_ms.${label}`, percentile(times, 0.95), 'ms', WEBHOOK_P95_MS);
  // As a shop gets them most days.
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
      await measure('sqlite', sqlite, publicUrl, sqliteFile, count, dir);
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
        await measure('postgres', pg, publicUrl, url, count, dir);
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
