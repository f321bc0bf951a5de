import type { ManifestOptions } from 'vite-plugin-pwa';

/** The web app manifest: what Chrome's install criteria and iOS home screens read. */
export const manifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'AutoCare Pro - Auto Repair',
  short_name: 'AutoCare',
  description: 'Book service, check OBD2 trouble codes and track your car at AutoCare Pro.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#1d4ed8',
  background_color: '#ffffff',
  icons: [
    { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/maskable-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
