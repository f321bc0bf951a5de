import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bookAs } from '../test/booking-helpers.ts';
import { appsStoppedAfterEach } from '../test/test-app.ts';
import { createMailer } from './mailer.ts';

const start = appsStoppedAfterEach();

/** The HTML part of an .eml file, its quoted-printable soft breaks and escapes undone. */
function htmlPart(eml: string): string {
  const html = eml.split(/Content-Type: text\/html[^\n]*\n(?:[^\n]+\n)*\n/)[1].split(/\n--/)[0];
  return html.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

describe('a name that looks like a link, in a mail', () => {
  it('when a booking carries it, then the confirmation HTML shows it as text and links only the manage page', async () => {
    const outboxDir = mkdtempSync(path.join(tmpdir(), 'shop-mail-'));
    const origin = 'https://shop.example';
    const mailer = createMailer({ outboxDir, from: 'shop@shop.example', linkOrigin: origin });
    const t = await start({ env: { PUBLIC_URL: origin }, mailer });
    const name = 'http://evil.example/x"onmouseover=alert(1)';
    const b = await bookAs(t, { contact_info: { name, email: 'ana@example.com', phone: '5105550100' } });
    await t.notifier.idle();
    // The customer's confirmation (the staff alert is written beside it).
    const eml = readdirSync(outboxDir)
      .map((f) => readFileSync(path.join(outboxDir, f), 'utf8'))
      .find((m) => /^To: ana@example\.com$/m.test(m))!;
    const html = htmlPart(eml);
    expect(html).toContain('Hello http://evil.example/x&quot;onmouseover=alert(1),');
    expect(html).not.toMatch(/<a[^>]*evil/);
    const links = [...html.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1]);
    expect(links).toEqual([`${origin}/track-appointment/${b.id}?t=${b.trackingToken}`]);
  });
});
