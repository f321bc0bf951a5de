import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.ts';

export { expect };

/** Every test: map tiles never reach the internet (the app must render without them). */
export const test = base.extend<{ blockTiles: void }>({
  blockTiles: [
    async ({ context }, use) => {
      await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
      await use();
    },
    { auto: true },
  ],
});

let counter = 0;
export const uniqueEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${(counter += 1)}@example.com`;

export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/users/login', { data: E2E_ADMIN });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

export async function setFlags(request: APIRequestContext, flags: Record<string, boolean>): Promise<void> {
  const token = await adminToken(request);
  for (const [name, enabled] of Object.entries(flags)) {
    const res = await request.put(`/api/feature-flags/${name}`, { data: { enabled }, headers: { authorization: `Bearer ${token}` } });
    expect(res.ok()).toBe(true);
  }
}

/** axe on the current page: no serious or critical violation. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).exclude('.leaflet-container').analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export { E2E_ADMIN };
