import type { Mail } from './mailer.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made inert anywhere in HTML: in element content and inside a quoted attribute alike. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);

function isOwnUrl(link: string, origin: string): boolean {
  try {
    return new URL(link).origin === origin;
  } catch {
    return false;
  }
}

/**
 * The HTML part of a plain-text mail: the same words, escaped. Only the links the template listed
 * (`mail.links`) that point at the app's own origin (PUBLIC_URL) become clickable, and only where
 * one stands as a whole word: text a customer typed (a name, a note) is never made a link, however
 * much it looks like one.
 */
export function htmlOf(mail: Pick<Mail, 'text' | 'links'>, origin: string): string {
  const links = new Set((mail.links ?? []).filter((l) => isOwnUrl(l, origin)));
  const word = (w: string) => (links.has(w) ? `<a href="${escapeHtml(w)}">${escapeHtml(w)}</a>` : escapeHtml(w));
  const line = (l: string) => l.split(/(\s+)/).map(word).join('');
  const body = mail.text
    .split(/\n{2,}/)
    .map((p) => `<p>${p.split('\n').map(line).join('<br>')}</p>`)
    .join('\n');
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${body}</body></html>`;
}
