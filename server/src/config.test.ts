import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** readConfig on a data folder of its own, with `env` added. */
function configWith(env: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-config-'));
  dirs.push(dir);
  return readConfig({ DATA_DIR: dir, ...env });
}

describe('the photo encode line', () => {
  it('when nothing is set, then one encoder per core and twice that many may wait', () => {
    const config = configWith({});
    expect(config.photoEncodeConcurrency).toBe(availableParallelism());
    expect(config.photoQueueLength).toBe(2 * availableParallelism());
  });

  it('when both are set, then they are taken as given, a line of 0 included', () => {
    const config = configWith({ PHOTO_ENCODE_CONCURRENCY: '3', PHOTO_QUEUE_LENGTH: '0' });
    expect([config.photoEncodeConcurrency, config.photoQueueLength]).toEqual([3, 0]);
  });

  it('when a value is not a whole number of encoders or places, then the server refuses to start, naming it', () => {
    for (const bad of ['0', '1.5', 'two'])
      expect(() => configWith({ PHOTO_ENCODE_CONCURRENCY: bad })).toThrow(/PHOTO_ENCODE_CONCURRENCY/);
    expect(() => configWith({ PHOTO_QUEUE_LENGTH: '-1' })).toThrow(/PHOTO_QUEUE_LENGTH/);
  });
});

describe('the VIN data', () => {
  it('when VPIC_DB is not set, then the shipped vPIC archive is the source', () => {
    expect(configWith({}).vpicDb).toMatch(/@cardog\/corgi\/dist\/db\/vpic\.lite\.db\.gz$/);
  });

  it('when VPIC_DB names no file, then the server refuses to start, naming it', () => {
    expect(() => configWith({ VPIC_DB: '/nowhere/vpic.sqlite' })).toThrow(
      'VPIC_DB names /nowhere/vpic.sqlite, which does not exist',
    );
  });
});

describe('the shop country', () => {
  it('when SHOP_COUNTRY is not set, then phones are read as US numbers', () => {
    expect(configWith({}).shopCountry).toBe('US');
  });

  it('when SHOP_COUNTRY names a known country, then it is taken', () => {
    expect(configWith({ SHOP_COUNTRY: 'GB' }).shopCountry).toBe('GB');
  });

  it('when SHOP_COUNTRY is not a known ISO code, then the server refuses to start, naming it', () => {
    expect(() => configWith({ SHOP_COUNTRY: 'uk' })).toThrow(/^SHOP_COUNTRY must be an ISO 3166 .* got "uk"$/);
    expect(() => configWith({ SHOP_COUNTRY: 'XX' })).toThrow('SHOP_COUNTRY is not a country whose phone numbers');
  });
});
