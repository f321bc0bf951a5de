import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalJson, PAGE_DATA_FILE } from '@shop/shared/app/prerendered-pages';
import { catalogRows, serviceFromRow } from '@shop/shared/services/catalog-seed';
import { defaultShopConfig } from '@shop/shared/shop/shop-defaults';
import { shopInfoSchema } from '@shop/shared/shop/shop-config.schema';
import { bookAs } from '../test/booking-helpers.ts';
import { appsStoppedAfterEach } from '../test/test-app.ts';
import { intoShell } from './mailed-pages.ts';

const start = appsStoppedAfterEach();

const SHELL_HEAD = '<head><meta name="early-read" content="/api/appointments/:id/tracking"></head>';
const shell = (name: string) =>
  `<!doctype html><html lang="en">${SHELL_HEAD}<body><div id="root" data-app-shell="${name}"><!--shell-body--><p>Loading</p><!--/shell-body--></div></body></html>`;

/**
 * A stand-in for the web's server bundle: it renders what it was given into the body, and fails
 * for an appointment the test names (`globalThis.failFor`).
 */
const RENDERER = `export async function renderMailedPage(p, data, answer) {
  if (globalThis.failFor === p.id) throw new Error('the renderer broke');
  return {
    body: '<h1>' + p.name + ' ' + p.id + ': ' + answer.order_id + ' at ' + data.shop.name + ' (' + p.url + ')</h1>',
    seed: { queryKey: ['tracking', p.id, p.token], data: answer },
  };
}`;

/** A built app with the appointment page's shell, and the renderer beside it. */
function builtApp(): { webDist: string; webRenderer: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-mailed-'));
  const webDist = path.join(dir, 'dist');
  mkdirSync(path.join(webDist, 'pages'), { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), shell('none'));
  writeFileSync(path.join(webDist, 'pages/track-appointment.html'), shell('track-appointment'));
  const data = {
    shop: shopInfoSchema.parse(defaultShopConfig),
    services: catalogRows(defaultShopConfig.prices).map(serviceFromRow),
  };
  writeFileSync(path.join(webDist, PAGE_DATA_FILE), canonicalJson(data));
  const webRenderer = path.join(dir, 'renderer.mjs');
  writeFileSync(webRenderer, RENDERER);
  return { webDist, webRenderer };
}

const get = (t: Awaited<ReturnType<typeof start>>, route: string) => fetch(`${t.url}${route}`);

describe('a mailed link’s page', () => {
  it('when the link’s token opens it, then it arrives rendered with the API’s answer, inert, with that answer beside it, and is kept by no cache', async () => {
    const t = await start({ config: builtApp() });
    const b = await bookAs(t);
    const link = `/track-appointment/${b.id}?t=${b.trackingToken}`;
    const res = await get(t, link);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    const answer = (await t.call('GET', `/api/appointments/${b.id}/tracking?t=${b.trackingToken}`)).body;
    expect(html).toContain(
      `<div inert style="display: contents"><h1>track-appointment ${b.id}: ${answer.order_id} at AutoCare Pro (${link})</h1></div>`,
    );
    expect(html).not.toContain('Loading');
    // Its read is in the page: none is started from the head.
    expect(html).not.toContain('early-read');
    const seed = JSON.parse(/<script type="application\/json" id="page-query">(.*?)<\/script>/.exec(html)![1]);
    expect(seed).toEqual({ queryKey: ['tracking', b.id, b.trackingToken], data: answer });
  });

  it('when the token is wrong or missing, the id is not one, or the renderer fails, then the shell is served as before', async () => {
    const t = await start({ config: builtApp() });
    const b = await bookAs(t);
    const other = await bookAs(t, { date: '2026-03-10' });
    (globalThis as { failFor?: number }).failFor = other.id;
    try {
      for (const route of [
        `/track-appointment/${b.id}?t=wrong-token`,
        `/track-appointment/${b.id}`,
        `/track-appointment/0${b.id}?t=${b.trackingToken}`,
        `/track-appointment/${other.id}?t=${other.trackingToken}`,
      ]) {
        const res = await get(t, route);
        expect(res.status, route).toBe(200);
        expect(res.headers.get('cache-control'), route).toBe('no-cache');
        const html = await res.text();
        expect(html, route).toContain('<p>Loading</p>');
        expect(html, route).toContain('early-read');
        expect(html, route).not.toContain('page-query');
      }
    } finally {
      delete (globalThis as { failFor?: number }).failFor;
    }
  });

  it('when no renderer was built, then the shell is served', async () => {
    const t = await start({ config: { ...builtApp(), webRenderer: null } });
    const b = await bookAs(t);
    expect(await (await get(t, `/track-appointment/${b.id}?t=${b.trackingToken}`)).text()).toContain('<p>Loading</p>');
  });

  it('carries an answer holding markup as data that cannot end its script element', () => {
    const html = intoShell(shell('track-appointment'), '<h1>x</h1>', {
      queryKey: ['tracking', 1, 't'],
      data: { note: '</script><script>alert(1)</script>' },
    });
    expect(html).not.toContain('<script>alert(1)');
    const seed = JSON.parse(/id="page-query">(.*?)<\/script>/.exec(html)![1]);
    expect(seed.data.note).toBe('</script><script>alert(1)</script>');
  });
});
