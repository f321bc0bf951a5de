import { spawn } from 'node:child_process';
import { AppServer } from '../../e2e/engines/app-server.ts';
import { ALL_ENGINES, EngineLauncher } from '../../e2e/engines/engines.ts';
import { leaveDuringStartUp, requestOffline } from '../../e2e/engines/journeys.ts';
import { below, equals } from './figures.ts';

const WEDGE_TRIES = 20;
const DELIVERIES = 3;

/** A try that has not finished in a minute counts as hung (and the next one goes on). */
function within<T>(work: Promise<T>, ms = 60_000): Promise<T> {
  const late = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref(),
  );
  return Promise.race([work, late]);
}

/** An X display for WebKitGTK's MiniBrowser when the bench runs without one; stopped after. */
function virtualDisplay(): () => void {
  if (process.env.DISPLAY) return () => undefined;
  const xvfb = spawn('Xvfb', [':97', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: 'ignore' });
  process.env.DISPLAY = ':97';
  return () => {
    xvfb.kill();
    delete process.env.DISPLAY;
  };
}

/**
 * Per engine (WebKitGTK, Firefox ESR, Chromium), against the real server: how soon a request
 * made while the server was gone arrives once it is back (the median of three; WebKit and
 * Firefox have no Background Sync, so this is the page's own probe), and how many of 20 submits
 * made right after leaving a page during its start-up hang.
 */
export async function enginesSection(port: number): Promise<void> {
  const stopDisplay = virtualDisplay();
  try {
    for (const [i, engine] of ALL_ENGINES.entries()) {
      const server = new AppServer(port + i);
      const browser = new EngineLauncher(engine, 4700 + i);
      await server.start();
      await browser.start();
      try {
        const times: number[] = [];
        for (let n = 0; n < DELIVERIES; n += 1) times.push(await browser.onFreshPage((p) => requestOffline(p, server)));
        const median = times.sort((a, b) => a - b)[1]!;
        console.log(`  ${engine}: delivered after ${times.join(', ')} ms`);
        below(`engines.${engine}.delivery_after_return_ms`, median, 'ms', 5_000);
        let hung = 0;
        for (let n = 0; n < WEDGE_TRIES; n += 1)
          await within(browser.onFreshPage((page) => leaveDuringStartUp(page, server))).catch((err: unknown) => {
            hung += 1;
            console.log(`  ${engine}: try ${n + 1} hung: ${String(err).split('\n')[0]}`);
          });
        console.log(`  ${engine}: ${hung} of ${WEDGE_TRIES} submits after leaving during start-up hung`);
        equals(`engines.${engine}.startup_submits_hung`, hung, `of ${WEDGE_TRIES}`, 0);
      } finally {
        await browser.stop();
        await server.stop();
      }
    }
  } finally {
    stopDisplay();
  }
}
