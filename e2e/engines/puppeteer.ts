import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { EnginePage, FIND_IN_PAGE, serialTarget, type Control, type Target } from './engine-page.ts';

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

class PuppeteerPage extends EnginePage {
  constructor(
    readonly engine: 'firefox' | 'chromium',
    private readonly browser: Browser,
    private readonly page: Page,
  ) {
    super();
  }

  async goto(url: string): Promise<void> {
    await this.page.goto(url);
  }

  run<T>(body: string, ...args: unknown[]): Promise<T> {
    return this.page.evaluate(`(async (args) => { ${body} })(${JSON.stringify(args)})`) as Promise<T>;
  }

  protected async control(t: Target): Promise<Control | null> {
    const handle = await this.page.evaluateHandle(`(${FIND_IN_PAGE})(${JSON.stringify(serialTarget(t))})`);
    const el = handle.asElement() as ElementHandle<Element> | null;
    if (!el) return null;
    const keyboard = this.page.keyboard;
    return {
      click: () => el.click(),
      typeOver: async (value) => {
        await el.click({ count: 3 });
        await el.type(value);
        const typed = await el.evaluate((e) => (e as HTMLInputElement).value);
        if (typed === value) return typed;
        // Chromium's list of emails typed before in this profile can take the key presses: close
        // it and enter the text as a keyboard's text input (what a phone's keyboard sends).
        await keyboard.press('Escape');
        await el.click({ count: 3 });
        await keyboard.sendCharacter(value);
        return el.evaluate((e) => (e as HTMLInputElement).value);
      },
      choose: async (value) => {
        await (el as ElementHandle<HTMLSelectElement>).select(value);
      },
    };
  }

  close(): Promise<void> {
    return this.browser.close();
  }
}

/** Firefox ESR over WebDriver BiDi, or Debian's Chromium over CDP: a fresh profile per page. */
export async function openPuppeteerPage(engine: 'firefox' | 'chromium'): Promise<EnginePage> {
  const browser =
    engine === 'firefox'
      ? await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true })
      : await puppeteer.launch({
          browser: 'chrome',
          executablePath: CHROMIUM_PATH,
          headless: true,
          // No autofill list: it takes the keystrokes meant for a field it remembers.
          args: [
            ...CHROMIUM_ARGS.filter((a) => a !== '--headless'),
            '--disable-features=Autofill,AutofillServerCommunication',
          ],
        });
  const page = await browser.newPage();
  page.setDefaultTimeout(30_000);
  if (process.env.ENGINES_CONSOLE) {
    page.on('console', (m) => console.log(`[${engine}] ${m.type()}: ${m.text()}`));
    page.on('requestfailed', (r) => console.log(`[${engine}] failed: ${r.url()} ${r.failure()?.errorText}`));
  }
  return new PuppeteerPage(engine, browser, page);
}
