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

/**
 * The customer pages a mail links to (`?t=` carries the link's token), keyed by their route module's
 * name. Their data is the visitor's own, so each is built as an app shell (the layout, "Loading"
 * where the page goes) whose head starts the page's API read (`api`, with the link's token) beside
 * its code, instead of after it. `:id` stands for the appointment or entry id in both paths.
 */
export const CUSTOMER_SHELLS: Readonly<Record<string, { route: string; api: string; file: string }>> = {
  estimate: { route: '/estimate/:id', api: '/api/appointments/:id/estimate', file: 'pages/estimate.html' },
  'track-appointment': {
    route: '/track-appointment/:id',
    api: '/api/appointments/:id/tracking',
    file: 'pages/track-appointment.html',
  },
  waitlist: { route: '/waitlist/:id', api: '/api/waitlist/:id', file: 'pages/waitlist.html' },
};

/** A customer shell's API path for one id: `/api/appointments/:id/estimate` for 7 is `/api/appointments/7/estimate`. */
export const shellApiPath = (name: keyof typeof CUSTOMER_SHELLS, id: number | string): string =>
  CUSTOMER_SHELLS[name]!.api.replace(':id', String(id));

/**
 * Marks where a customer shell's body ("Loading" in the layout) starts and ends inside #root, so
 * the server can put the page rendered with the visitor's own data in its place.
 */
export const SHELL_BODY_START = '<!--shell-body-->';
export const SHELL_BODY_END = '<!--/shell-body-->';

/** The id of the JSON script element a server-rendered customer page carries its read's answer in. */
export const PAGE_QUERY_ELEMENT_ID = 'page-query';

/** A query's answer a page was rendered with, as the app's cache holds it. */
export interface SeededQuery {
  queryKey: readonly unknown[];
  data: unknown;
}

/** JSON for a `<script type="application/json">` element: no `<` can end the element early. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The customer page a path opens with its id (`/estimate/7` opens `estimate` for 7), or null: the
 * id a positive whole number, as the API's routes take it.
 */
export function customerPageOf(pathname: string): { name: string; id: number } | null {
  const name = customerShellFor(pathname);
  if (!name) return null;
  const at = CUSTOMER_SHELLS[name]!.route.split('/').indexOf(':id');
  const raw = pathname.split('/')[at] ?? '';
  return /^[1-9][0-9]{0,14}$/.test(raw) ? { name, id: Number(raw) } : null;
}

/** The customer shell a path opens (`/estimate/7` opens `estimate`), or null. */
export function customerShellFor(pathname: string): string | null {
  const here = pathname.split('/');
  for (const [name, shell] of Object.entries(CUSTOMER_SHELLS)) {
    const route = shell.route.split('/');
    if (route.length === here.length && route.every((part, i) => (part === ':id' ? here[i] !== '' : part === here[i])))
      return name;
  }
  return null;
}

/** The name of the meta element from which page-init.js starts a customer shell's early API read. */
export const EARLY_READ_META = 'early-read';

/** The global through which page-init.js hands a customer shell's early API read to the app. */
export const EARLY_READ_GLOBAL = '__earlyRead';

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
