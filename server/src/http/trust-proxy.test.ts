import express from 'express';
import { describe, expect, it } from 'vitest';
import { setTrustProxy } from './trust-proxy.ts';

const trustOf = (value: number | boolean | string) => {
  const app = express();
  setTrustProxy(app, value);
  return app.get('trust proxy fn') as (addr: string, hop: number) => boolean;
};

describe('trust proxy, remembered', () => {
  it('when asked again for an address, then it answers as Express would, each time', () => {
    const trust = trustOf('loopback');
    for (let round = 0; round < 3; round += 1) {
      expect(trust('127.0.0.1', 0)).toBe(true);
      expect(trust('::1', 0)).toBe(true);
      expect(trust('10.0.0.7', 0)).toBe(false);
    }
  });

  it('when the setting is a hop count, then the hop decides, for the same address', () => {
    const trust = trustOf(1);
    expect(trust('10.0.0.7', 0)).toBe(true);
    expect(trust('10.0.0.7', 1)).toBe(false);
    expect(trust('10.0.0.7', 0)).toBe(true);
  });

  it('when more addresses are asked than it remembers, then the answers stay right', () => {
    const trust = trustOf('10.0.0.0/8');
    for (let n = 0; n < 3000; n += 1) expect(trust(`10.0.${n >> 8}.${n & 255}`, 0)).toBe(true);
    expect(trust('192.168.1.1', 0)).toBe(false);
  });
});
