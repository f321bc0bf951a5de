import type { FlagMap, FlagName } from '../flags/flag-defaults.ts';
import type { Service } from '../services/service.schema.ts';
import type { ShopInfo } from '../shop/shop-config.schema.ts';

/**
 * The public pages rendered to HTML at build time: the same for every visitor. Each has its own
 * file beside the app shell; a page behind a flag is served as the shell while the flag is off.
 */
export const PRERENDERED_PAGES: Readonly<Record<string, { file: string; flag?: FlagName }>> = {
  '/': { file: 'pages/home.html' },
  '/services': { file: 'pages/services.html', flag: 'showServicesTab' },
  '/diagnostics': { file: 'pages/diagnostics.html' },
  '/contact': { file: 'pages/contact.html' },
  '/terms': { file: 'pages/terms.html' },
  '/login': { file: 'pages/login.html' },
  '/register': { file: 'pages/register.html', flag: 'registration' },
  '/forgot-password': { file: 'pages/forgot-password.html' },
};

/** What the server's state puts into those pages; the build writes it beside them. */
export interface PageData {
  shop: ShopInfo;
  services: Service[];
}

export const PAGE_DATA_FILE = 'pages/page-data.json';
/** The id of the JSON script element a prerendered page carries its data in. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** JSON with object keys sorted, so two renderings of the same data compare equal. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/**
 * The flags on <html data-flags="...">: the names of those switched on. The server writes it into
 * every page it sends, page-init.js from storage where the service worker answered, and the app
 * keeps it current, so CSS shows flag-dependent links right before any script has run.
 */
export const flagsAttribute = (flags: FlagMap): string =>
  (Object.keys(flags) as FlagName[]).filter((f) => flags[f]).join(' ');
