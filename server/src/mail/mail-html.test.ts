import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlOf } from './mail-html.ts';

const ORIGIN = 'https://shop.example';
const HOSTILE = 'http://evil.example/x"onmouseover=alert(1)';

describe('the HTML part of a mail', () => {
  it('when text holds HTML or quote characters, then each is escaped', () => {
    expect(escapeHtml(`<b>"Tom's" & co</b>`)).toBe('&lt;b&gt;&quot;Tom&#39;s&quot; &amp; co&lt;/b&gt;');
    const html = htmlOf({ text: `Hello ${HOSTILE},\n<img src=x onerror=alert(1)>` }, ORIGIN);
    expect(html).not.toContain('"onmouseover');
    expect(html).not.toContain('<img');
    expect(html).toContain('http://evil.example/x&quot;onmouseover=alert(1)');
  });

  it('when a name looks like a URL, then it is never a link, even on the shop origin', () => {
    const own = `${ORIGIN}/track-appointment/1?t=abc`;
    const html = htmlOf({ text: `Hello ${HOSTILE} and ${ORIGIN}/phish,\nManage: ${own}`, links: [own] }, ORIGIN);
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain(`<a href="${own}">${own}</a>`);
  });

  it('when a listed link is on another origin, or only part of a word, then it stays text', () => {
    const foreign = 'https://elsewhere.example/x';
    const own = `${ORIGIN}/reset-password?token=a&b`;
    const html = htmlOf({ text: `${foreign}\n${own}x\n${own}`, links: [foreign, own, 'not a url'] }, ORIGIN);
    expect(html).not.toContain('elsewhere.example/x"');
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain(`<a href="${ORIGIN}/reset-password?token=a&amp;b">`);
  });

  it('keeps paragraphs and line breaks', () => {
    expect(htmlOf({ text: 'a\nb\n\nc' }, ORIGIN)).toContain('<p>a<br>b</p>\n<p>c</p>');
  });
});
