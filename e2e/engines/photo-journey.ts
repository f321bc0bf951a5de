import type { AppServer } from './app-server.ts';
import { FIND_IN_PAGE, type EnginePage } from './engine-page.ts';
import { outboxBadge, signInAsStaff, staffAppointment, until } from './journeys.ts';
import { uniqueEmail } from '../unique-email.ts';

type ServerItem = { key: string; condition: string | null; photos: { width: number }[] };

/** The inspection's items as the server holds them (none before it exists). */
async function serverItems(server: AppServer, id: number): Promise<ServerItem[]> {
  const { inspection } = await server.asAdmin<{ inspection: { items: ServerItem[] } }>(
    'GET',
    `/api/admin/appointments/${id}/inspection`,
  );
  return inspection.items;
}

/** The photos the server holds for an appointment's inspection. */
const serverPhotos = async (server: AppServer, id: number) => (await serverItems(server, id)).flatMap((i) => i.photos);

/**
 * Gives the file input a camera-sized JPEG (4000 x 3000) drawn in the page, as a pick from the
 * camera does: the same `change` event with a File, without a path on the driver's machine.
 */
const PICK_PHOTO = `
  const input = (${FIND_IN_PAGE})(args[0]);
  if (!input) return false;
  const canvas = document.createElement('canvas');
  canvas.width = 4000;
  canvas.height = 3000;
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#c05a3c';
  ctx.fillRect(0, 0, 4000, 3000);
  ctx.fillStyle = '#1d3c6e';
  ctx.fillRect(800, 600, 2400, 1800);
  const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
  const picked = new DataTransfer();
  picked.items.add(new File([blob], 'brakes.jpg', { type: 'image/jpeg' }));
  input.files = picked.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
  return true;`;

/** The finding and its photo as the page shows them, each image drawn from its bytes. */
async function stillThere(page: EnginePage, when: string): Promise<void> {
  await page.waitFor(
    `const urgent = document.querySelector('[role=radiogroup][aria-label="Brakes"] input[value="urgent"]');
     const photos = [...document.querySelectorAll('img[alt="Brakes photo"]')];
     return Boolean(urgent?.checked) && photos.length === 1 && photos.every((p) => p.complete && p.naturalWidth > 0);`,
    `the urgent Brakes finding and its photo, drawn, ${when}`,
  );
}

/**
 * The tablet starts an inspection and adds a photo with the server gone; the photo is scaled on
 * the device, kept in the outbox, shown from there after a reload and a walk to the outbox and
 * back, and uploaded exactly once after the server returns. Answers how
 * long delivery took after the server was back.
 */
export async function photoOffline(page: EnginePage, server: AppServer): Promise<number> {
  const id = await staffAppointment(server, uniqueEmail('photo'));
  await signInAsStaff(page, server);
  await page.goto(`${server.origin}/admin/inspections/${id}`);
  await page.waitForElement({ text: 'Start inspection' });
  await server.stop();
  await page.click({ text: 'Start inspection' });
  await page.click({ css: '[role=radiogroup][aria-label="Brakes"] input[value="urgent"]' });
  await page.waitForElement({ label: 'Add photo for Brakes' });
  if (!(await page.run<boolean>(PICK_PHOTO, { label: 'Add photo for Brakes' })))
    throw new Error(`${page.engine}: no file input for the Brakes photo`);
  await page.waitForElement({ css: 'img[alt="Brakes photo"]' });
  await outboxBadge(page);
  // Still offline: a reload, then a walk to the outbox and back, find the same started inspection.
  await page.goto(`${server.origin}/admin/inspections/${id}`);
  await stillThere(page, 'after a reload');
  await page.click({ css: 'a[aria-label*="unsent submission"]' });
  await page.waitForText('Outbox');
  await page.run('history.back(); return true;');
  await stillThere(page, 'after a walk to the outbox and back');
  await server.start();
  const delivered = await until(async () => (await serverPhotos(server, id)).length > 0, 'the photo to arrive');
  await page.goto(`${server.origin}/outbox`);
  await page.waitForText('Nothing is waiting.');
  const photos = await serverPhotos(server, id);
  if (photos.length !== 1) throw new Error(`${page.engine}: ${photos.length} photos arrived, not one`);
  // Scaled on the device before it was kept: the longest side is 1600 px.
  if (photos[0].width !== 1600) throw new Error(`${page.engine}: the photo arrived ${photos[0].width} px wide`);
  const brakes = (await serverItems(server, id)).find((i) => i.condition !== null);
  if (brakes?.condition !== 'urgent') throw new Error(`${page.engine}: the finding arrived as ${brakes?.condition}`);
  return delivered;
}
