import type { Page } from '@playwright/test';
import { bookSameDay, mailTo, manageLinkIn } from './mail-and-booking.ts';
import { controlled, setFlags, test, expect } from './support.ts';

// Every prerendered page (shared/src/app/prerendered-pages.ts) and its heading.
const PAGES: [path: string, heading: string][] = [
  ['/', 'Your Trusted Auto Repair Partner'],
  ['/services', 'Our Services'],
  ['/diagnostics', 'OBD2 Code Checker'],
  ['/contact', 'Contact Us'],
  ['/terms', 'Terms of Service'],
  ['/login', 'Sign in'],
  ['/register', 'Create an account'],
  ['/forgot-password', 'Forgot your password?'],
];

test.beforeAll(async ({ request }) => {
  await setFlags(request, { showServicesTab: true, registration: true });
});

/** Opens every page and checks it arrived rendered and hydrated cleanly (problems are collected). */
async function checkPages(page: Page, fromWorker: boolean): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (m) => {
    // Map tiles are refused in every test (support.ts), which the console reports.
    if (/tile\.openstreetmap\.org/.test(m.location().url)) return;
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${page.url()} ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${page.url()} pageerror: ${e.message}`));
  // Hydration keeps the HTML; a mismatch makes React throw it away and render anew.
  await page.addInitScript(() => {
    const w = window as unknown as { rootChildrenRemoved: number };
    w.rootChildrenRemoved = 0;
    new MutationObserver((records) => {
      for (const r of records) if ((r.target as Element).id === 'root') w.rootChildrenRemoved += r.removedNodes.length;
    }).observe(document, { childList: true, subtree: true });
  });
  for (const [path, heading] of PAGES) {
    const res = await page.goto(path);
    expect(res?.fromServiceWorker(), path).toBe(fromWorker);
    // The heading is in the HTML itself, before any script has run.
    expect(await res?.text()).toContain(`>${heading}</h1>`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
    const removed = await page.evaluate(
      () => (window as unknown as { rootChildrenRemoved: number }).rootChildrenRemoved,
    );
    expect(removed, `${path}: children of #root removed`).toBe(0);
    // The links behind flags are shown by <html data-flags> before the app runs.
    await expect(page.locator('html')).toHaveAttribute('data-flags', /\bshowServicesTab\b/);
    // And the app does run: its code is asked for after the first paint, then the page answers.
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
    const toggle = page.getByRole('button', { name: /Switch to (dark|light) mode/ }).first();
    await expect(async () => {
      const before = await theme();
      await toggle.click();
      expect(await theme()).not.toBe(before);
    }).toPass();
  }
  return problems;
}

test.describe('without a service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('public pages arrive rendered from the server and hydrate without a warning', async ({ page }) => {
    const problems = await checkPages(page, false);
    expect(problems.filter((p) => !p.includes('Service Worker registration blocked by Playwright'))).toEqual([]);
  });
});

test('public pages arrive rendered from the service worker and hydrate without a warning', async ({ page }) => {
  await page.goto('/');
  await controlled(page);
  expect(await checkPages(page, true)).toEqual([]);
});

test('offline, each public page opens as its own prerendered HTML', async ({ page, context }) => {
  await page.goto('/');
  await controlled(page);
  await context.setOffline(true);
  for (const [path, heading] of PAGES.slice(1, 4)) {
    const res = await page.goto(path);
    expect(await res?.text()).toContain(`>${heading}</h1>`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await context.setOffline(false);
});

test('a flag switched off hides its link before any script runs', async ({ page, request }) => {
  await setFlags(request, { showServicesTab: false });
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' })).toBeHidden();
  await setFlags(request, { showServicesTab: true });
  await page.goto('/contact');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' })).toBeVisible();
});

test("a customer's mailed link arrives as its page rendered with its data, the app takes it over without a read, and the worker's shell reads once", async ({
  page,
  request,
}) => {
  const booked = await bookSameDay(request, 'Shell Reader');
  const link = manageLinkIn(await mailTo(booked.email, /^Your appointment/));
  const reads: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/appointments\/\d+\/tracking/.test(r.url())) reads.push(r.url());
  });
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  // Nor a failed request in the console (it asked for an estimate that was never sent: a 404).
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  // The app renders over the page the server sent: never "Loading" in between.
  await page.addInitScript(() => {
    const w = window as unknown as { loadingShown: boolean };
    w.loadingShown = false;
    new MutationObserver(() => {
      if (document.querySelector('#root .loading')) w.loadingShown = true;
    }).observe(document, { childList: true, subtree: true });
  });
  const res = await page.goto(link);
  // The appointment itself is in the HTML, before any script runs, and kept by no cache.
  // (React marks where a text's parts meet with empty comments.)
  const html = ((await res?.text()) ?? '').replaceAll('<!-- -->', '');
  expect(html).toContain('<h1>Your appointment</h1>');
  expect(html).toMatch(/Appointment #\d+ · Order ACP-/);
  expect(res?.headers()['cache-control']).toBe('private, no-store');
  await page.waitForLoadState('networkidle');
  expect(reads).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { loadingShown: boolean }).loadingShown)).toBe(false);
  // The server's copy is inert; the app's page answers: the cancel dialog opens, and closes.
  await expect(page.locator('#root [inert]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Once the service worker answers, the link opens as the page's shell, whose head starts the read.
  await controlled(page);
  const again = await page.goto(link);
  expect(again?.fromServiceWorker()).toBe(true);
  await expect(page.getByText(/^Appointment #\d+/)).toBeVisible();
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
  expect(reads).toHaveLength(1);
  expect(reads[0]).toContain('?t=');
  expect(problems).toEqual([]);
});
