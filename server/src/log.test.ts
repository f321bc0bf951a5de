import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, scrub } from './log.ts';

function captured() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger('info', stream), text: () => lines.join('') };
}

describe('logs keep personal data out', () => {
  it('censors fields named like personal data, at the top and one level down', () => {
    const { logger, text } = captured();
    logger.info({ email: 'ana@example.com', user: { phone: '510-555-0100', name: 'Ana Lopez' }, id: 7 }, 'x');
    expect(text()).not.toMatch(/ana@example|555-0100|Ana Lopez/);
    expect(text()).toContain('"id":7');
  });

  it('scrubs an error whose message quotes the values of a statement', () => {
    const { logger, text } = captured();
    const err = new Error(
      "insert into `appointments` (`contact_email`, `contact_phone`) values ('ana@example.com', '(510) 555-0100') - SQLITE_CONSTRAINT: FOREIGN KEY constraint failed",
    );
    logger.error({ err }, 'unhandled error');
    expect(text()).not.toMatch(/ana@example|555-0100/);
    expect(text()).toContain('FOREIGN KEY constraint failed');
  });

  it('scrub leaves plain text alone', () => {
    expect(scrub('slot 10:00 on 2026-03-10 is taken')).toBe('slot 10:00 on 2026-03-10 is taken');
    expect(scrub('to +1 510 555 0100 or bob.smith@mail.example.org')).toBe('to [phone] or [email]');
  });
});
