// Renders web/public/favicon.svg into the PNG icons the manifest and iOS need.
// Run: node scripts/make-icons.mjs (the PNGs are committed; rerun after changing the SVG).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const pub = path.resolve(import.meta.dirname, '../web/public');
const svg = readFileSync(path.join(pub, 'favicon.svg'), 'utf8');
const glyph = svg.replace(/<rect[^>]*\/>/, '').replace(/^<svg[^>]*>|<\/svg>$/g, '');

// any: the rounded tile; maskable: full-bleed colour with the glyph inside the 80% safe zone;
// apple: opaque square (iOS rounds it itself); badge: the white glyph alone on transparent (Android
// draws a notification's badge from its alpha).
const variants = [
  ['pwa-192x192.png', 192, 'any'],
  ['pwa-512x512.png', 512, 'any'],
  ['maskable-192x192.png', 192, 'maskable'],
  ['maskable-512x512.png', 512, 'maskable'],
  ['apple-touch-icon-180x180.png', 180, 'apple'],
  ['badge-96x96.png', 96, 'badge'],
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage();
for (const [file, size, kind] of variants) {
  const body =
    kind === 'any'
      ? svg
      : kind === 'badge'
        ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><g transform="translate(6.4 6.4) scale(0.8)">${glyph}</g></svg>`
        : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#1d4ed8"/><g transform="translate(${kind === 'maskable' ? '12.8 12.8) scale(0.6' : '6.4 6.4) scale(0.8'})">${glyph}</g></svg>`;
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${body}`,
  );
  await page.screenshot({ path: path.join(pub, file), omitBackground: kind === 'any' || kind === 'badge' });
  console.log('wrote', file);
}
await browser.close();
