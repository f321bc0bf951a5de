import {
  CUSTOMER_SHELLS,
  EARLY_READ_GLOBAL,
  EARLY_READ_META,
  SHELL_BODY_END,
  SHELL_BODY_START,
} from '../../shared/src/app/prerendered-pages.ts';

const PAGE_INIT = '<script src="/page-init.js"></script>';

/**
 * A customer page's HTML: its shell in #root (marked, so the app renders over it rather than
 * hydrating; its body between markers, where the server puts the page rendered with its data)
 * and, ahead of page-init.js, the early-read element from which that script starts the page's API
 * read (with the link's token) at once. `template` already asks for the code after the
 * first paint (the page's own chunk and its imports beside the entry), so the shell paints first
 * and the read runs while the code downloads. The read is started by page-init.js, not by an
 * inline script: the Content-Security-Policy allows none.
 */
export function customerShell(template: string, name: string, body: string, dataScript: string): string {
  const shell = CUSTOMER_SHELLS[name];
  if (!shell) throw new Error(`${name} is not a customer shell`);
  const read = `<meta name="${EARLY_READ_META}" content="${shell.api}" data-route="${shell.route}" data-global="${EARLY_READ_GLOBAL}">`;
  if (!template.includes(PAGE_INIT)) throw new Error('index.html has no page-init.js script');
  const html = template
    .replace(PAGE_INIT, `${read}${PAGE_INIT}`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-app-shell="${name}">${SHELL_BODY_START}${body}${SHELL_BODY_END}</div>${dataScript}`,
    );
  if (!html.includes('data-app-shell')) throw new Error('index.html has no <div id="root"></div> to render into');
  return html;
}
