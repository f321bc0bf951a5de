import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppServer } from './app-server.ts';
import { EngineLauncher, enginesToRun } from './engines.ts';
import { adminStatusOffline, bookingOffline, leaveDuringStartUp, pagesOffline, requestOffline } from './journeys.ts';
import { photoOffline } from './photo-journey.ts';

/** Without Background Sync (WebKit, Firefox) delivery rides on the page's probe: within 5 s. */
const DELIVERY_MS = 5_000;

describe.each(enginesToRun().map((e, i) => [e, i] as const))('%s', (engine, i) => {
  const server = new AppServer(Number(process.env.ENGINES_PORT ?? 3400) + i);
  const browser = new EngineLauncher(engine, 4600 + i);

  beforeAll(async () => {
    await server.start();
    await browser.start();
  });
  afterAll(async () => {
    await browser.stop();
    await server.stop();
  });

  it('after one visit, / and /diagnostics open with no network, and OBD2 codes are looked up', async () => {
    await browser.onFreshPage((page) => pagesOffline(page, server));
  });

  it('a request made with no network is kept, shown pending, and arrives once within 5 s of its return', async () => {
    expect(await browser.onFreshPage((page) => requestOffline(page, server))).toBeLessThan(DELIVERY_MS);
  });

  it('a booking confirmed with no network arrives once within 5 s of its return', async () => {
    expect(await browser.onFreshPage((page) => bookingOffline(page, server))).toBeLessThan(DELIVERY_MS);
  });

  it("staff's status change made with no network shows the badge and lands within 5 s of its return", async () => {
    expect(await browser.onFreshPage((page) => adminStatusOffline(page, server))).toBeLessThan(DELIVERY_MS);
  });

  it("a photo the tablet takes with no network is scaled, kept, shown after a reload and a walk to the outbox, and uploaded once within 5 s of the network's return", async () => {
    expect(await browser.onFreshPage((page) => photoOffline(page, server))).toBeLessThan(DELIVERY_MS);
  });

  it('leaving a page during its start-up and submitting on the next never hangs (5 tries)', async () => {
    // Each try in a new browser, as a first visit: the wedge showed from the first try on.
    for (let n = 0; n < 5; n += 1) await browser.onFreshPage((page) => leaveDuringStartUp(page, server));
  });
});
