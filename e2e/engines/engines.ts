import type { EngineName, EnginePage } from './engine-page.ts';
import { openPuppeteerPage } from './puppeteer.ts';
import { WebKitEngine } from './webkit.ts';

export const ALL_ENGINES: EngineName[] = ['webkit', 'firefox', 'chromium'];

/** The engines asked for in ENGINES (comma-separated), all three by default. */
export function enginesToRun(): EngineName[] {
  const asked = process.env.ENGINES?.split(',').map((e) => e.trim()) ?? ALL_ENGINES;
  return ALL_ENGINES.filter((e) => asked.includes(e));
}

/** Opens fresh pages (a new profile each) in one engine. */
export class EngineLauncher {
  private webkit: WebKitEngine | null = null;

  constructor(
    readonly engine: EngineName,
    private readonly driverPort: number,
  ) {}

  async start(): Promise<void> {
    if (this.engine !== 'webkit') return;
    this.webkit = new WebKitEngine(this.driverPort);
    await this.webkit.start();
  }

  newPage(): Promise<EnginePage> {
    return this.webkit ? this.webkit.newPage() : openPuppeteerPage(this.engine as 'firefox' | 'chromium');
  }

  async stop(): Promise<void> {
    await this.webkit?.stop();
  }

  /** Runs a journey on a fresh page, closing it whatever happens. */
  async onFreshPage<T>(journey: (page: EnginePage) => Promise<T>): Promise<T> {
    const page = await this.newPage();
    try {
      return await journey(page);
    } finally {
      await page.close().catch(() => undefined);
    }
  }
}
