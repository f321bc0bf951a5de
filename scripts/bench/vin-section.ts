import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { VinDecoder } from '../../server/src/vehicles/vin-decode.service.ts';
import { shippedVpicData } from '../../server/src/vehicles/vpic-file.ts';
import { atMost, info, percentile } from './figures.ts';

/** VINs of nine makers and four decades: real maker and model codes, some serial numbers made up with the check digit computed. */
const VINS = [
  '1HGCM82633A004352',
  'JH4KA7561PC008269',
  '5YJ3E1EA2KF317000',
  '1FTFW1ET9DFC10312',
  'JTDKN3DU6A0123456',
  '2T1BURHEXJC043821',
  '1G1ZD5STXJF123456',
  '3VWDX7AJ6BM123456',
  'WBA3A5C57CF256651',
  '1M8GDM9AXKP042788',
];

const mb = (bytes: number) => bytes / 2 ** 20;

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

/**
 * Section: GET /api/vin/{vin}'s decode on the shipped vPIC data: the first use (unpack, index,
 * open) with the event loop's longest stall meanwhile, the data's sizes, and decodes one at a time
 * and ten at once.
 */
export async function vinSection(rounds: number): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-vin-'));
  try {
    const source = shippedVpicData();
    const year = () => new Date().getFullYear();
    const stall = monitorEventLoopDelay({ resolution: 5 });
    stall.enable();
    const first = await timed(() => new VinDecoder(source, dataDir, year).decode(VINS[0]!));
    stall.disable();
    info('vin.first_decode_with_unpack_ms', first, 'ms');
    info('vin.event_loop_longest_stall_during_unpack_ms', stall.max / 1e6, 'ms');
    const [file] = readdirSync(dataDir);
    info('vin.data_gz_mb', mb(statSync(source).size), 'MB');
    info('vin.data_unpacked_mb', mb(statSync(path.join(dataDir, file!)).size), 'MB');

    // A restarted server: the file is there, only opened.
    const decoder = new VinDecoder(source, dataDir, year);
    info('vin.first_decode_after_restart_ms', await timed(() => decoder.decode(VINS[1]!)), 'ms');

    const one: number[] = [];
    for (let i = 0; i < rounds; i++) one.push(await timed(() => decoder.decode(VINS[i % VINS.length]!)));
    one.sort((a, b) => a - b);
    info('vin.decode_p50_ms', percentile(one, 0.5), 'ms');
    atMost('vin.decode_p95_ms', percentile(one, 0.95), 'ms', 20);
    info('vin.decode_max_ms', one[one.length - 1]!, 'ms');

    const ten: number[] = [];
    for (let i = 0; i < rounds / 10; i++)
      ten.push(...(await Promise.all(VINS.map((vin) => timed(() => decoder.decode(vin))))));
    ten.sort((a, b) => a - b);
    info('vin.decode_10_at_once_p95_ms', percentile(ten, 0.95), 'ms');
    console.log(`  ${one.length} decodes one at a time, ${ten.length} ten at once, over ${VINS.length} VINs`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
