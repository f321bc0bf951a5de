// A throwaway PostgreSQL cluster for tests and the bench: Debian's `postgresql` (installed with
// apt when missing), run as the `postgres` user with trust auth on loopback, a free port and a
// temporary directory, removed again by stop(). Durability is off: nothing here outlives the run.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = '/usr/lib/postgresql';

function binDir() {
  const versions = existsSync(ROOT)
    ? readdirSync(ROOT).filter((v) => existsSync(path.join(ROOT, v, 'bin/initdb')))
    : [];
  return versions.length ? path.join(ROOT, versions.sort((a, b) => Number(b) - Number(a))[0], 'bin') : null;
}

/** Installs Debian's postgresql when its binaries are missing; answers their folder. */
export function ensurePostgresInstalled() {
  let bin = binDir();
  if (bin) return bin;
  console.log('postgres: installing Debian package postgresql');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'], { stdio: 'inherit', env });
  bin = binDir();
  if (!bin) throw new Error('postgres: initdb not found after installing postgresql');
  return bin;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** Runs a binary as the postgres user (initdb and pg_ctl refuse root). */
function asPostgres(bin, args) {
  const asRoot = process.getuid?.() === 0;
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const r = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${path.basename(bin)} failed: ${r.stderr || r.stdout}`);
  return r.stdout;
}

/** Starts a cluster; answers its base URL (append a database name) and stop(). */
export async function startPostgres() {
  const bin = ensurePostgresInstalled();
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  asPostgres(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8']);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
  ].join(' ');
  asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  return { url: `postgres://postgres@127.0.0.1:${port}`, port, stop };
}
