import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { moduleSizes } from './build/module-sizes-plugin.ts';
import { prerenderPages } from './build/prerender-plugin.ts';
import { manifest } from './src/app/manifest.ts';

const SSR_OUT = path.resolve(import.meta.dirname, 'dist-ssr');
// React Router's package points every bundler at its development build (warnings and checks
// included); its production build sits beside it.
const routerDist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');
const productionRouter = [
  { find: /^react-router$/, replacement: path.join(routerDist, 'production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(routerDist, 'production/dom-export.mjs') },
];

// `npm run build` runs two builds: `vite build --ssr src/entry-server.tsx` (the renderer the
// prerender step uses) into dist-ssr, then the client, which writes the prerendered pages.
export default defineConfig(({ isSsrBuild, mode }) => ({
  resolve: {
    // One React Query core: the persister's package pins an older patch release of it, and two
    // copies would both load with the first page.
    dedupe: ['@tanstack/query-core'],
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      ...(mode === 'production' && !isSsrBuild ? productionRouter : []),
    ],
  },
  plugins: [
    react(),
    moduleSizes(),
    prerenderPages(path.join(SSR_OUT, 'entry-server.js')),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      includeAssets: ['favicon.svg', 'apple-touch-icon-180x180.png'],
      injectManifest: {
        // Every route's chunk, the prerendered pages, the styles and the icons: after one visit
        // every page opens offline.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,json}'],
        // The data the pages were built with is for the server to compare, not for the browser.
        globIgnores: ['pages/page-data.json'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  // The manifest lets the benchmark add up each route's JavaScript.
  build: isSsrBuild
    ? { target: 'node20', outDir: SSR_OUT, emptyOutDir: true }
    : {
        target: 'es2022',
        sourcemap: false,
        chunkSizeWarningLimit: 400,
        manifest: true,
        // Every browser we support preloads modules itself.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            codeSplitting: {
              // React, React Router and React Query in one file: every page needs all three, and
              // one file compresses better and costs one request instead of a dozen.
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack)[\\/]/,
                },
                // The rest of what the first page loads, in one file: split by which routes share
                // each module, it was two dozen files of a few hundred bytes, each paying for its
                // own request and compressing alone.
                // (The entry itself stays the entry: the prerendered pages start it after their paint.)
                {
                  name: 'shell',
                  tags: ['$initial'],
                  test: (id: string) => !/(index\.html|[\\/]src[\\/]main\.tsx)$/.test(id),
                },
              ],
            },
          },
        },
      },
  // Our shared package is TypeScript source: the renderer bundles it; other packages load from node_modules.
  ssr: { noExternal: ['@shop/shared'] },
  server: { proxy: { '/api': 'http://localhost:3000' } },
}));
