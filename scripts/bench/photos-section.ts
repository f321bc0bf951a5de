import { build } from 'esbuild';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { below, equals, info, percentile } from './figures.ts';
import { adminApi, booking, photoLike, photosOf, startInspection, uploadPhoto, type AdminApi } from './photo-setup.ts';
import { ADMIN, adminToken, ROOT, type RunningServer } from './server-process.ts';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const CAMERA = { width: 4000, height: 3000 }; // 12 megapixels
const DEVICE = { width: 1600, height: 1200 }; // what the tablet sends after scaling

/** Section 6: photos, from the device's scaling to what the server keeps (the estimate page is in the Lighthouse section). */
export async function photosSection(server: RunningServer): Promise<void> {
  const api = await adminApi(server);
  const camera = await photoLike(CAMERA.width, CAMERA.height, 1);
  info('photos.camera_jpeg_kb', camera.length / 1024, 'KB');
  await serverReencode(api, server);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // The page's CSP refuses inline scripts: the bundled scaler is the bench's own, added for the run.
    const page = await browser.newPage({ bypassCSP: true });
    await page.goto(`${server.url}/`);
    below('photos.device_scale_12mp_ms', await deviceScaling(page, camera), 'ms', 1500);
    await page.close();
    await twentyOffline(browser, server, api, camera);
  } finally {
    await browser.close();
  }
}

/** 30 device-sized photos uploaded one by one: the server's decode, re-encode and thumbnail, and what it keeps. */
async function serverReencode(api: AdminApi, server: RunningServer): Promise<void> {
  const { id } = await booking(api, 1);
  const inspection = await startInspection(api, id);
  const jpegs = await Promise.all([0, 1, 2].map((s) => photoLike(DEVICE.width, DEVICE.height, s)));
  const ms: number[] = [];
  for (let i = 0; i < 30; i += 1) ms.push(await uploadPhoto(api, inspection.id, 'brakes', jpegs[i % 3]));
  ms.sort((a, b) => a - b);
  below('photos.server_reencode_p95_ms', percentile(ms, 0.95), 'ms', 300);
  info('photos.upload_kb', jpegs.reduce((s, j) => s + j.length, 0) / 3 / 1024, 'KB');
  const photos = await photosOf(api, id);
  // Read back as staff: the bytes the server keeps for each photo and its thumbnail.
  const token = await adminToken(server.url);
  const sized = async (url: string) =>
    (await (await fetch(`${server.url}${url}`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer())
      .byteLength;
  let full = 0;
  let thumbs = 0;
  for (const p of photos) {
    full += await sized(p.url);
    thumbs += await sized(p.thumb_url);
  }
  info('photos.stored_photo_kb', full / photos.length / 1024, 'KB');
  info('photos.stored_thumb_kb', thumbs / photos.length / 1024, 'KB');
  below('photos.stored_per_photo_kb', (full + thumbs) / photos.length / 1024, 'KB', 600);
}

/** The app's own scalePhoto, bundled from its source, on a 12 MP JPEG in Chromium: the median of 5. */
async function deviceScaling(page: Page, camera: Buffer): Promise<number> {
  const bundle = await build({
    entryPoints: [path.join(ROOT, 'web/src/features/inspections/api/scale-photo.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'benchScale',
  });
  await page.addScriptTag({ content: bundle.outputFiles[0].text });
  await page.route('**/bench-camera.jpg', (r) => r.fulfill({ body: camera, contentType: 'image/jpeg' }));
  const runs = await page.evaluate(async () => {
    const file = await (await fetch('/bench-camera.jpg')).blob();
    const scale = (window as unknown as { benchScale: { scalePhoto: (b: Blob) => Promise<{ width: number }> } })
      .benchScale.scalePhoto;
    const times: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const start = performance.now();
      const out = await scale(file);
      if (out.width !== 1600) throw new Error(`scaled to ${out.width}`);
      times.push(performance.now() - start);
    }
    return times;
  });
  console.log(`  device scaling of 12 MP: ${runs.map((t) => t.toFixed(0)).join(', ')} ms`);
  return median(runs);
}

/** 20 camera photos taken offline on the tablet, then the network back: seconds until all 20 are on the server. */
async function twentyOffline(browser: Browser, server: RunningServer, api: AdminApi, camera: Buffer): Promise<void> {
  const { id } = await booking(api, 2);
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin$/);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
  });
  await page.goto(`${server.url}/admin/inspections/${id}`);
  await page.getByRole('button', { name: 'Start inspection' }).waitFor();
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Start inspection' }).click();
  await page.getByRole('radiogroup', { name: 'Brakes' }).getByLabel('Urgent').check();
  // Files on disk, as a camera roll: Playwright passes no more than 50 MB of buffers.
  const files = Array.from({ length: 20 }, (_, i) => path.join(server.dataDir, `camera-${i}.jpg`));
  files.forEach((f) => writeFileSync(f, camera));
  // One after another, as the camera takes them.
  for (const [i, file] of files.entries()) {
    await page.getByLabel('Add photo for Brakes').setInputFiles(file);
    await page.getByRole('img', { name: 'Brakes photo' }).nth(i).waitFor({ timeout: 30_000 });
  }
  const start = performance.now();
  await context.setOffline(false);
  while ((await photosOf(api, id).catch(() => [])).length < 20) {
    if (performance.now() - start > 180_000) throw new Error('20 photos did not arrive in 3 minutes');
    await new Promise((r) => setTimeout(r, 100));
  }
  below('photos.offline_20_delivered_s', (performance.now() - start) / 1000, 's', 60);
  await page.goto(`${server.url}/outbox`);
  await page.getByText('Nothing is waiting.').waitFor();
  equals('photos.offline_20_kept_once', (await photosOf(api, id)).length, 'photos', 20);
  await context.close();
}
