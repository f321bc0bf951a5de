import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const ADMIN = { email: 'bench-admin@shop.test', password: 'bench-admin-password' };

export interface RunningServer {
  url: string;
  dataDir: string;
  child: ChildProcess;
  logFile: string;
  stop(): Promise<void>;
  kill(): Promise<void>;
  /** How often the server logged SQLITE_BUSY. */
  busyCount(): number;
}

/** The production server (same entry as npm start) on a data folder of its own, 127.0.0.1 only. */
/** Where the benchmark's stub tiles are served (the bare server), never the internet. */
export const STUB_TILES = 'http://127.0.0.1:4311/tiles/{z}/{x}/{y}.png';

/** The bench's SHOP_CONFIG (stub tiles, no daily request limit, and `over`) in `dataDir`; answers its path. */
export function writeShopConfig(dataDir: string, over: Record<string, unknown> = {}): string {
  mkdirSync(dataDir, { recursive: true });
  const shopConfig = path.join(dataDir, 'shop.json');
  writeFileSync(shopConfig, JSON.stringify({ requestsPerDay: 1_000_000, tileUrl: STUB_TILES, ...over }));
  return shopConfig;
}

export async function startServer(
  dataDir: string,
  port: number,
  extraEnv: Record<string, string> = {},
  shop: Record<string, unknown> = {},
): Promise<RunningServer> {
  const shopConfig = writeShopConfig(dataDir, shop);
  const logFile = path.join(dataDir, `server-${Date.now()}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SHOP_CONFIG: shopConfig,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SCRYPT_COST: '16384',
      WRITE_RATE_LIMIT_PER_MINUTE: '100000000',
      LOGIN_ATTEMPTS_PER_15_MIN: '100000',
      REQUEST_LIMIT_BY_ADDRESS: 'false',
      BOOKINGS_PER_EMAIL_PER_DAY: '100000000',
      // The bench books years ahead (2033 to 2290), so its slots are never anyone else's.
      BOOKING_HORIZON_DAYS: '100000',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const url = `http://127.0.0.1:${port}`;
  // A minute: a server on a copied PostgreSQL database took over 30 s to answer on a loaded 2-core machine.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early, see ${logFile}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start, see ${logFile}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const exited = () =>
    new Promise<void>((r) =>
      child.exitCode !== null || child.signalCode !== null ? r() : child.once('exit', () => r()),
    );
  return {
    url,
    dataDir,
    child,
    logFile,
    stop: async () => {
      child.kill('SIGTERM');
      await exited();
    },
    kill: async () => {
      child.kill('SIGKILL');
      await exited();
    },
    busyCount: () => (readFileSync(logFile, 'utf8').match(/SQLITE_BUSY/g) ?? []).length,
  };
}

export async function adminToken(url: string): Promise<string> {
  const res = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  return ((await res.json()) as { token: string }).token;
}

/** A weekday-only sequence of free hourly slots, far in the future so nothing else uses them. */
export function* slotSequence(fromYear: number, bays: number): Generator<{ date: string; start: string }> {
  const d = new Date(Date.UTC(fromYear, 0, 1, 12));
  for (;;) {
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) {
      const date = d.toISOString().slice(0, 10);
      for (let h = 9; h <= 17; h += 1)
        for (let b = 0; b < bays; b += 1) yield { date, start: `${String(h).padStart(2, '0')}:00` };
    }
    d.setUTCDate(d.getUTCDate() + 1);
  }
}

export function bookingBody(date: string, start: string, n: number) {
  return {
    date,
    start_time: start,
    end_time: `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00`,
    first_name: `Bench${n}`,
    last_name: 'Load',
    email: `bench${n}@example.com`,
    phone: '510-555-0100',
    vehicle_make: 'Toyota',
    vehicle_model: 'Corolla',
    vehicle_year: '2018',
    vin: '',
    license_plate: '',
    service_type_id: ['1'],
    notes: '',
  };
}
