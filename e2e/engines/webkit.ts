import { spawn, type ChildProcess } from 'node:child_process';
import { By, Builder, type WebDriver, type WebElement } from 'selenium-webdriver';
import { EnginePage, FIND_IN_PAGE, serialTarget, type Control, type Target } from './engine-page.ts';

/** Debian's WebKitGTK browser (package libwebkit2gtk-4.1-0), driven by WebKitWebDriver. */
const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

class WebKitPage extends EnginePage {
  readonly engine = 'webkit' as const;

  constructor(private readonly driver: WebDriver) {
    super();
  }

  goto(url: string): Promise<void> {
    return this.driver.get(url);
  }

  async run<T>(body: string, ...args: unknown[]): Promise<T> {
    const answer = (await this.driver.executeAsyncScript(
      `const done = arguments[arguments.length - 1];
       const args = Array.prototype.slice.call(arguments, 0, -1);
       (async () => { ${body} })().then((ok) => done({ ok }), (e) => done({ error: String((e && e.message) || e) }));`,
      ...args,
    )) as { ok?: T; error?: string };
    if (answer.error !== undefined) throw new Error(answer.error);
    return answer.ok as T;
  }

  protected async control(t: Target): Promise<Control | null> {
    const el = (await this.driver.executeScript(
      `return (${FIND_IN_PAGE})(arguments[0]);`,
      serialTarget(t),
    )) as WebElement | null;
    if (!el) return null;
    return {
      click: () => el.click(),
      typeOver: async (value) => {
        await el.clear();
        await el.sendKeys(value);
        return el.getProperty('value') as Promise<string>;
      },
      choose: (value) => el.findElement(By.css(`option[value="${value}"]`)).click(),
    };
  }

  close(): Promise<void> {
    return this.driver.quit();
  }
}

/** WebKitWebDriver (package webkit2gtk-driver) on a port; each page is a new MiniBrowser session. */
export class WebKitEngine {
  private driver: ChildProcess | null = null;

  constructor(private readonly port: number) {}

  async start(): Promise<void> {
    this.driver = spawn('WebKitWebDriver', [`--port=${this.port}`], { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const up = await fetch(`http://127.0.0.1:${this.port}/status`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('WebKitWebDriver did not start');
  }

  private async session(): Promise<WebDriver> {
    const driver = await new Builder()
      .usingServer(`http://127.0.0.1:${this.port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      })
      .build();
    await driver.manage().setTimeouts({ script: 60_000, pageLoad: 30_000 });
    return driver;
  }

  /**
   * A new MiniBrowser session. Now and then WebKitWebDriver does not answer a new session right
   * after the last one quit: after 30 s the driver is restarted and asked once more.
   */
  async newPage(): Promise<EnginePage> {
    const late = new Promise<null>((r) => setTimeout(() => r(null), 30_000).unref());
    const first = this.session();
    const driver = await Promise.race([first, late]);
    if (driver) return new WebKitPage(driver);
    void first.then((d) => d.quit()).catch(() => undefined);
    await this.stop();
    await this.start();
    return new WebKitPage(await this.session());
  }

  async stop(): Promise<void> {
    this.driver?.kill();
    this.driver = null;
  }
}
