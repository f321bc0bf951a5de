/** The three engines the journeys run in. */
export type EngineName = 'webkit' | 'firefox' | 'chromium';

/** How an element is found: by its label (or aria-label), or by its visible text (buttons, links). */
export type Target = { label: string } | { text: string | RegExp } | { css: string };

/**
 * Runs in the page: the control a target names, or null. Labels match their text without the
 * required mark; a text target matches buttons, links and labels that are shown.
 */
export const FIND_IN_PAGE = `(target) => {
  const norm = (s) => (s ?? '').replace(/\\s+/g, ' ').replace(/ \\*$/, '').trim();
  const shown = (e) => e.getClientRects().length > 0;
  if (target.css) return [...document.querySelectorAll(target.css)].find(shown) ?? null;
  if (target.label) {
    const aria = [...document.querySelectorAll('[aria-label]')].find((e) => e.getAttribute('aria-label') === target.label && shown(e));
    if (aria) return aria;
    const label = [...document.querySelectorAll('label')].find((l) => norm(l.textContent) === target.label && shown(l));
    return label ? label.control ?? label.querySelector('input, select, textarea') : null;
  }
  const test = target.re ? (t) => new RegExp(target.re, target.flags).test(t) : (t) => t === target.text;
  return [...document.querySelectorAll('button, a, label, [role=button]')].find((e) => shown(e) && test(norm(e.textContent))) ?? null;
}`;

/** A target as it crosses into the page (a RegExp does not survive serialisation). */
export const serialTarget = (t: Target) =>
  'text' in t && t.text instanceof RegExp ? { re: t.text.source, flags: t.text.flags } : t;

const describe = (t: Target) => JSON.stringify(serialTarget(t));

/** An element as each client drives it. */
export interface Control {
  click(): Promise<void>;
  /** Types over the field's text as a person would; answers what the field then holds. */
  typeOver(value: string): Promise<string>;
  choose(value: string): Promise<void>;
}

/**
 * One browser tab in one engine, driven through its WebDriver client. The journeys use only this,
 * so they read the same in WebKit, Firefox and Chromium.
 */
export abstract class EnginePage {
  abstract readonly engine: EngineName;
  abstract goto(url: string): Promise<void>;
  /** Runs an async function body in the page; `args` holds the arguments. */
  abstract run<T>(body: string, ...args: unknown[]): Promise<T>;
  abstract close(): Promise<void>;
  /** The element the target names now, or null. */
  protected abstract control(t: Target): Promise<Control | null>;

  /** Waits for a condition (an async function body answering truthy) in the page. */
  async waitFor(body: string, what: string, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const ok = await this.run<boolean>(body).catch(() => false);
      if (ok) return;
      if (Date.now() > deadline) {
        const shown = await this.text().catch((e: unknown) => `(no text: ${String(e)})`);
        throw new Error(`${this.engine}: waited ${timeoutMs} ms for ${what}; the page shows:\n${shown.slice(0, 600)}`);
      }
      await new Promise((r) => setTimeout(r, 150));
    }
  }

  /** Waits until the page shows a text. */
  waitForText(text: string | RegExp, timeoutMs?: number): Promise<void> {
    const t = serialTarget({ text });
    return this.waitFor(
      `const t = ${JSON.stringify(t)}; const body = document.body?.innerText ?? '';
       return t.re ? new RegExp(t.re, t.flags).test(body) : body.includes(t.text);`,
      `the text ${String(text)}`,
      timeoutMs,
    );
  }

  /** Waits until the page shows an element for the target. */
  waitForElement(t: Target, timeoutMs?: number): Promise<void> {
    return this.waitFor(
      `return Boolean((${FIND_IN_PAGE})(${JSON.stringify(serialTarget(t))}));`,
      describe(t),
      timeoutMs,
    );
  }

  /** The page's visible text. */
  text(): Promise<string> {
    return this.run<string>('return document.body?.innerText ?? "";');
  }

  private async retry(t: Target, act: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let why = 'not found';
    while (!(await act().catch((e: unknown) => ((why = String(e)), false)))) {
      if (Date.now() > deadline) {
        const shown = await this.text().catch((e: unknown) => `(no text: ${String(e)})`);
        throw new Error(`${this.engine}: ${describe(t)}: ${why}; the page shows:\n${shown.slice(0, 800)}`);
      }
      await new Promise((r) => setTimeout(r, 150));
    }
  }

  /** Acts on the target's element until it is there and the act succeeds. */
  private act(t: Target, act: (c: Control) => Promise<void>): Promise<void> {
    return this.retry(t, async () => {
      const c = await this.control(t);
      if (c) await act(c);
      return c !== null;
    });
  }

  click(t: Target): Promise<void> {
    return this.act(t, (c) => c.click());
  }

  /** Types a value; typed before the page was ready (a keystroke lost), it is typed again. */
  fill(label: string, value: string): Promise<void> {
    return this.act({ label }, async (c) => {
      const shown = await c.typeOver(value);
      if (shown !== value) throw new Error(`typed ${JSON.stringify(value)}, the field shows ${JSON.stringify(shown)}`);
    });
  }

  select(label: string, value: string): Promise<void> {
    return this.act({ label }, (c) => c.choose(value));
  }

  /** Waits until the service worker controls the page (it claims clients when it activates). */
  controlled(): Promise<void> {
    return this.waitFor(
      'await navigator.serviceWorker.ready; return Boolean(navigator.serviceWorker.controller);',
      'the service worker to control the page',
      30_000,
    );
  }
}
