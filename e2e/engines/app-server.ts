import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Servers never outlive the runner (a crashed run would leave ports taken and pipes open). */
const running = new Set<ChildProcess>();
process.once('exit', () => running.forEach((c) => c.kill('SIGKILL')));

export const ENGINE_ADMIN = { email: 'admin@shop.test', password: 'admin-password-1' };

/**
 * The real server with the built app on a temporary SQLite file, which a journey stops to take
 * the network away (as a dead Wi-Fi uplink does: `navigator.onLine` stays true) and starts again.
 */
export class AppServer {
  readonly origin: string;
  private readonly dataDir = mkdtempSync(path.join(tmpdir(), 'shop-engines-'));
  private child: ChildProcess | null = null;
  private token: string | null = null;

  constructor(readonly port: number) {
    this.origin = `http://127.0.0.1:${port}`;
    cpSync('web/dist', path.join(this.dataDir, 'web'), { recursive: true });
  }

  /** Starts the server and answers once /api/health does. */
  async start(): Promise<void> {
    this.child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        WEB_DIST: path.join(this.dataDir, 'web'),
        PUBLIC_URL: this.origin,
        ADMIN_EMAIL: ENGINE_ADMIN.email,
        ADMIN_PASSWORD: ENGINE_ADMIN.password,
        SCRYPT_COST: '16384',
        WRITE_RATE_LIMIT_PER_MINUTE: '100000',
        LOGIN_ATTEMPTS_PER_15_MIN: '1000',
        REQUEST_LIMIT_BY_ADDRESS: 'false',
        LOG_LEVEL: 'warn',
      },
    });
    const child = this.child;
    running.add(child);
    child.once('exit', () => running.delete(child));
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      // Another server on the port would answer the health check: only our own child counts.
      if (child.exitCode !== null)
        throw new Error(`the server exited with ${child.exitCode} (is port ${this.port} taken?)`);
      if (await this.healthy()) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the server did not start within 30 s');
  }

  /** Stops the server: from now on every request of the page fails as with no network. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    this.child = null;
  }

  private async healthy(): Promise<boolean> {
    try {
      return (await fetch(`${this.origin}/api/health`)).ok;
    } catch {
      return false;
    }
  }

  /** A call to the API as staff. */
  async asAdmin<T>(method: string, pathname: string, body?: unknown): Promise<T> {
    this.token ??= await this.login();
    const res = await fetch(this.origin + pathname, {
      method,
      headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }

  private async login(): Promise<string> {
    const res = await fetch(`${this.origin}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ENGINE_ADMIN),
    });
    return ((await res.json()) as { token: string }).token;
  }
}
