import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalJson, PAGE_DATA_FILE, type PageData } from '@shop/shared/app/prerendered-pages';
import { catalogRows, serviceFromRow } from '@shop/shared/services/catalog-seed';
import { defaultShopConfig } from '@shop/shared/shop/shop-defaults';
import { shopInfoSchema } from '@shop/shared/shop/shop-config.schema';
import { appsStoppedAfterEach } from '../test/test-app.ts';

const start = appsStoppedAfterEach();

const page = (body: string) =>
  `<!doctype html><html lang="en"><head></head><body><div id="root">${body}</div></body></html>`;
const SHELL = page('');

/** A built app with two prerendered pages and two customer shells, built with the given shop and catalog. */
function builtApp(data: PageData): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'shop-dist-'));
  mkdirSync(path.join(dist, 'pages'));
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  writeFileSync(path.join(dist, 'pages/home.html'), page('<h1>Home, prerendered</h1>'));
  writeFileSync(path.join(dist, 'pages/services.html'), page('<h1>Services, prerendered</h1>'));
  writeFileSync(path.join(dist, 'pages/estimate.html'), page('<p>Estimate shell, prerendered</p>'));
  writeFileSync(path.join(dist, 'pages/waitlist.html'), page('<p>Waitlist shell, prerendered</p>'));
  writeFileSync(path.join(dist, PAGE_DATA_FILE), canonicalJson(data));
  return dist;
}

const configured = (): PageData => ({
  shop: shopInfoSchema.parse(defaultShopConfig),
  services: catalogRows(defaultShopConfig.prices).map(serviceFromRow),
});

const html = async (t: Awaited<ReturnType<typeof start>>, route: string) => {
  const res = await fetch(`${t.url}${route}`);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  return res.text();
};

describe('prerendered public pages', () => {
  it('are served with the flags that are on, and the shell for other routes', async () => {
    const t = await start({ config: { webDist: builtApp(configured()) } });
    const home = await html(t, '/');
    expect(home).toContain('<h1>Home, prerendered</h1>');
    expect(home).toContain('<html lang="en" data-flags="diagnostics chat">');
    const schedule = await html(t, '/schedule');
    expect(schedule).not.toContain('prerendered');
    expect(schedule).toContain('data-flags="diagnostics chat"');
  });

  it('behind a flag that is off are the shell, and the page once it is on', async () => {
    const t = await start({ config: { webDist: builtApp(configured()) } });
    expect(await html(t, '/services')).not.toContain('prerendered');
    await t.setFlag('showServicesTab', true);
    const services = await html(t, '/services');
    expect(services).toContain('<h1>Services, prerendered</h1>');
    expect(services).toMatch(/data-flags="[^"]*\bshowServicesTab\b/);
  });

  it('built with other shop details or prices than the server has are not served', async () => {
    const other = configured();
    other.services[0] = { ...other.services[0], price: other.services[0].price + 10 };
    const t = await start({ config: { webDist: builtApp(other) } });
    expect(await html(t, '/')).not.toContain('prerendered');
  });

  it('when a customer opens an estimate or waitlist link, then that page’s shell is served, and the app shell for other paths', async () => {
    const t = await start({ config: { webDist: builtApp(configured()) } });
    const estimate = await html(t, '/estimate/7?t=secret-token');
    expect(estimate).toContain('<p>Estimate shell, prerendered</p>');
    expect(estimate).toContain('data-flags="diagnostics chat"');
    expect(await html(t, '/waitlist/3?t=x')).toContain('<p>Waitlist shell, prerendered</p>');
    // Built without it: the app shell, as before.
    expect(await html(t, '/track-appointment/7?t=x')).not.toContain('prerendered');
    expect(await html(t, '/estimate/7/extra')).not.toContain('prerendered');
    expect(await html(t, '/estimate')).not.toContain('prerendered');
  });

  it('when the shells were built with other shop details, then the app shell is served instead', async () => {
    const other = configured();
    other.shop = { ...other.shop, name: `${other.shop.name} Two` };
    const t = await start({ config: { webDist: builtApp(other) } });
    expect(await html(t, '/estimate/7?t=x')).not.toContain('prerendered');
  });
});
