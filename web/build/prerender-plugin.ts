import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { customerShell } from './customer-shells.ts';
import {
  canonicalJson,
  CUSTOMER_SHELLS,
  PAGE_DATA_ELEMENT_ID,
  PAGE_DATA_FILE,
  PRERENDERED_PAGES,
  scriptJson,
  type PageData,
} from '../../shared/src/app/prerendered-pages.ts';
import { catalogRows, serviceFromRow } from '../../shared/src/services/catalog-seed.ts';
import { shopConfigFromJson, shopInfoSchema } from '../../shared/src/shop/shop-config.schema.ts';

type RenderPage = (url: string, data: PageData) => Promise<string>;
type Renderer = { renderPage: RenderPage; renderShell: RenderPage };
type ManifestChunk = { file: string; src?: string; imports?: string[] };

/** What the server will serve: the shop in SHOP_CONFIG (as the server reads it) and the catalog it seeds. */
function configuredPageData(): PageData {
  const file = process.env.SHOP_CONFIG;
  const shop = shopConfigFromJson(file ? readFileSync(file, 'utf8') : undefined);
  return { shop: shopInfoSchema.parse(shop), services: catalogRows(shop.prices).map(serviceFromRow) };
}

/** The route's own chunk and its imports: hydration waits for them. */
function routeChunks(manifest: Record<string, ManifestChunk>, name: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(`src/app/routes/${name}.tsx`);
  return [...files].map((f) => `/${f}`);
}

/**
 * A prerendered page paints from its own HTML and styles, so its code is asked for only after
 * that first paint (page-init.js reads this element): on a slow network the script never competes
 * with the styles. The entry and every chunk it and the route need are then fetched at once.
 */
function codeAfterPaint(template: string, routeFiles: string[]): string {
  const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
  if (!entry) throw new Error('index.html has no module script to defer');
  const files = [...new Set([...preloads.map((m) => m[1]), ...routeFiles])];
  const element = `<meta name="app-entry" content="${entry[1]}" data-preload="${files.join(' ')}">`;
  return preloads.reduce((html, m) => html.replace(m[0], ''), template).replace(entry[0], element);
}

/**
 * After the client build is written (and before the service worker's precache list is made), each
 * public page is rendered with the server bundle from `vite build --ssr src/entry-server.tsx` into
 * its own HTML file, carrying the data it was rendered with; so is each customer page's shell.
 */
export function prerenderPages(ssrEntry: string): Plugin {
  return {
    name: 'prerender-pages',
    apply: (config) => !config.build?.ssr,
    async writeBundle({ dir }) {
      const outDir = dir!;
      const { renderPage, renderShell } = (await import(pathToFileURL(ssrEntry).href)) as Renderer;
      const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
        string,
        ManifestChunk
      >;
      const data = configuredPageData();
      const dataScript = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptJson(data)}</script>`;
      for (const [route, page] of Object.entries(PRERENDERED_PAGES)) {
        const body = await renderPage(route, data);
        const html = codeAfterPaint(template, routeChunks(manifest, route === '/' ? 'home' : route.slice(1))).replace(
          '<div id="root"></div>',
          `<div id="root">${body}</div>${dataScript}`,
        );
        if (html === template) throw new Error('index.html has no <div id="root"></div> to render into');
        mkdirSync(path.dirname(path.join(outDir, page.file)), { recursive: true });
        writeFileSync(path.join(outDir, page.file), html);
      }
      for (const [name, shell] of Object.entries(CUSTOMER_SHELLS)) {
        const body = await renderShell(shell.route.replace(':id', '1'), data);
        const html = customerShell(codeAfterPaint(template, routeChunks(manifest, name)), name, body, dataScript);
        writeFileSync(path.join(outDir, shell.file), html);
      }
      writeFileSync(path.join(outDir, PAGE_DATA_FILE), canonicalJson(data));
    },
  };
}
