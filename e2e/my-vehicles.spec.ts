import { vehiclePageMessages } from '@shop/shared/vehicles/messages';
import { bookSameDay, registerCustomer } from './mail-and-booking.ts';
import { expectAccessible, signIn, test, expect, tokenOf } from './support.ts';
import { uniqueEmail } from './unique-email.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a phone shows My vehicles with each car and its visits, prints it, and passes axe', async ({ page, request }) => {
  const email = uniqueEmail('myvehicles');
  const password = 'long-enough-1';
  await registerCustomer(request, { firstName: 'Vera', lastName: 'Owner', email, password });
  const token = await tokenOf(request, { email, password });
  await bookSameDay(request, 'Vera Owner', { email, token });

  await signIn(page, email, password);
  // Signed in, she lands on the home page; the menu is opened there.
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'My vehicles' }).click();
  await expect(page).toHaveURL(/\/my\/vehicles$/);
  const car = page.getByRole('region', { name: /2017 Mazda 3/ });
  await expect(car).toBeVisible();
  await expect(car.getByRole('heading', { level: 3 })).toHaveCount(1);
  await expect(page.getByRole('button', { name: vehiclePageMessages.printHistory })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: vehiclePageMessages.printHistory })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expectAccessible(page);
});
