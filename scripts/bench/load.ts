import { execFile } from 'node:child_process';
import path from 'node:path';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  total: number;
}

/**
 * Seconds of each load sent first and not measured: a route's code is compiled under its first
 * requests, and a server that has run for a while has done that long before.
 */
export const WARM_SECONDS = 3;

/** One bounded autocannon run from a second process, against 127.0.0.1 only. */
export function runLoad(spec: {
  url: string;
  method?: 'GET' | 'POST';
  body?: 'booking' | 'request';
  token?: string;
  seconds: number;
  connections?: number;
}): Promise<LoadResult> {
  if (!/^http:\/\/127\.0\.0\.1:/.test(spec.url)) throw new Error('load is only ever sent to 127.0.0.1');
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(import.meta.dirname, 'load-worker.ts'),
        JSON.stringify({ connections: 50, ...spec }),
      ],
      { timeout: (spec.seconds + 30) * 1000, maxBuffer: 1 << 20 },
      (err, stdout) => (err ? reject(err) : resolve(JSON.parse(stdout) as LoadResult)),
    );
  });
}
