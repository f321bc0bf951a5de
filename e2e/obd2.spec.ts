import { diagnosticsMessages as m } from '@shop/shared/diagnostics/messages';
import { controlled, expect, expectAccessible, test } from './support.ts';

test("OBD2: after one visit, a code with letters and a make's meaning are looked up offline", async ({
  page,
  context,
}) => {
  await page.goto('/diagnostics');
  // The worker precaches the table's chunk and every make's when it installs.
  await controlled(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'OBD2 Code Checker', level: 1 })).toBeVisible();
  await page.getByLabel('OBD2 code or words').fill('p0a80');
  await page.getByRole('button', { name: 'Check Code' }).click();
  const card = page.getByTestId('obd2-result');
  await expect(card.getByRole('heading', { name: 'P0A80' })).toBeVisible();
  await expect(card.getByText('Replace Hybrid/EV Battery Pack')).toBeVisible();
  // Each make is a chunk of its own, precached as well.
  await page.getByLabel(m.vehicleMake).selectOption({ label: 'Ford' });
  await page.getByLabel('OBD2 code or words').fill('P1690');
  await page.getByRole('button', { name: 'Check Code' }).click();
  await expect(card.getByText(m.makeMeaning('Ford'))).toBeVisible();
  await expect(card.getByText('Wastegate Solenoid Circuit Malfunction')).toBeVisible();
  await context.setOffline(false);
});

test('OBD2: a well-formed code the table lacks (C9999) is not found, a malformed one is invalid', async ({ page }) => {
  await page.goto('/diagnostics');
  const input = page.getByLabel('OBD2 code or words');
  const check = page.getByRole('button', { name: 'Check Code' });
  await input.fill('C9999');
  await check.click();
  await expect(page.getByRole('alert')).toHaveText(m.notFound);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await input.fill('C99999');
  await check.click();
  await expect(page.getByRole('alert')).toHaveText(m.invalidCode);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('OBD2: a word search shows ranked matches and "Show N more" at 390 px', async ({ page }) => {
    await page.goto('/diagnostics');
    await page.getByLabel('OBD2 code or words').fill('catalytic');
    const matches = page.getByRole('region', { name: 'Matching codes' });
    await expect(matches.getByRole('listitem')).toHaveCount(10);
    await expect(matches.getByRole('listitem').first()).toContainText('P0420');
    await expect(matches.getByRole('status')).toContainText(/\d+ matching codes/);
    await matches.getByRole('button', { name: m.showMore(10) }).click();
    await expect(matches.getByRole('listitem')).toHaveCount(20);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'no horizontal scroll').toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await matches.getByRole('button', { name: /P0420/ }).click();
    await expect(page.getByTestId('obd2-result').getByText('Catalyst System Efficiency Below Threshold')).toBeVisible();
  });
});
