import { expectAccessible, setFlags, test, expect } from './support.ts';

const PAGES: [path: string, heading: string | RegExp][] = [
  ['/', 'Your Trusted Auto Repair Partner'],
  ['/services', 'Our Services'],
  ['/diagnostics', 'OBD2 Code Checker'],
  ['/contact', 'Contact Us'],
  ['/login', 'Sign in'],
  ['/register', 'Create an account'],
  ['/forgot-password', 'Forgot your password?'],
  ['/confirm-email?token=a-link-token-from-a-mail', 'Confirm your email'],
  ['/terms', 'Terms of Service'],
  ['/schedule', 'Schedule Your Service'],
  ['/outbox', 'Outbox'],
  ['/track-appointment/999999', /Appointment not found/],
];

test.beforeAll(async ({ request }) => {
  await setFlags(request, {
    showServicesTab: true,
    showSchedulingPage: true,
    showSuccessPage: true,
    registration: true,
  });
});

for (const [path, heading] of PAGES) {
  test(`${path} renders, passes axe, and is captured at phone and desktop size`, async ({ page }, info) => {
    // Our CSP has no 'unsafe-eval': nothing on the page may even try (zod's compiler probe did).
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { cspViolations: string[] }).cspViolations = []);
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const refused: string[] = [];
    for (const [name, size] of [
      ['phone', { width: 390, height: 844 }],
      ['desktop', { width: 1280, height: 900 }],
    ] as const) {
      await page.setViewportSize(size);
      await page.goto(path);
      await expect(
        typeof heading === 'string' ? page.getByRole('heading', { name: heading, level: 1 }) : page.getByText(heading),
      ).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'no horizontal scroll').toBeLessThanOrEqual(0);
      await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
      await info.attach(`${name}`, { path: info.outputPath(`${name}.png`), contentType: 'image/png' });
      await expectAccessible(page);
      refused.push(...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)));
    }
    expect(refused).toEqual([]);
  });
}

test('dark mode follows the toggle and is remembered', async ({ page }) => {
  await page.goto('/');
  const before = await page.evaluate(() => document.documentElement.dataset.theme);
  await page
    .getByRole('button', { name: /Switch to (dark|light) mode/ })
    .first()
    .click();
  const after = await page.evaluate(() => document.documentElement.dataset.theme);
  expect(after).not.toBe(before);
  await page.reload();
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(after);
  await expectAccessible(page);
});

test('the phone menu slides in with the same links', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Diagnostics' })).toBeVisible();
  await menu.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});
