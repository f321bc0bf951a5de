import { CUSTOMER_SHELLS, EARLY_READ_GLOBAL } from '../../shared/src/app/prerendered-pages.ts';

const PAGE_INIT = '<script src="/page-init.js"></script>';

/**
 * A customer page's HTML: its shell in #root (marked, so the app renders over it rather than
 * hydrating), the entry's module script kept where Vite put it, the page's own chunk and its
 * imports preloaded beside it, and ahead of page-init.js the early-read element from which that
 * script starts the page's API read (with the link's token) while the code downloads. The read is
 * started by page-init.js, not by an inline script: the Content-Security-Policy allows none.
 */
export function customerShell(
  template: string,
  name: string,
  routeFiles: string[],
  body: string,
  dataScript: string,
): string {
  const shell = CUSTOMER_SHELLS[name];
  if (!shell) throw new Error(`${name} is not a customer shell`);
  const read = `<meta name="early-read" content="${shell.api}" data-route="${shell.route}" data-global="${EARLY_READ_GLOBAL}">`;
  const preloads = routeFiles
    .filter((f) => f.endsWith('.js') && !template.includes(`"${f}"`))
    .map((f) => `<link rel="modulepreload" crossorigin href="${f}">`)
    .join('');
  if (!template.includes(PAGE_INIT)) throw new Error('index.html has no page-init.js script');
  if (!template.includes('</head>')) throw new Error('index.html has no </head>');
  const html = template
    .replace(PAGE_INIT, `${read}${PAGE_INIT}`)
    .replace('</head>', `${preloads}</head>`)
    .replace('<div id="root"></div>', `<div id="root" data-app-shell="${name}">${body}</div>${dataScript}`);
  if (!html.includes('data-app-shell')) throw new Error('index.html has no <div id="root"></div> to render into');
  return html;
}
