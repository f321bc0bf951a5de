import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { manifest } from './src/app/manifest.ts';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      includeAssets: ['favicon.svg', 'apple-touch-icon-180x180.png'],
      injectManifest: {
        // Every route's chunk, the styles and the icons: after one visit every page opens offline.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,json}'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  // The manifest lets the benchmark add up each route's JavaScript.
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 400, manifest: true },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
