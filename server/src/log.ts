import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

const EMAIL = /[^\s@'"<>(),]+@[^\s@'"<>(),]+\.[A-Za-z]{2,}/g;
/** North American numbers in their usual spellings, and any + international number. */
const PHONE = /(\+\d[\d\s().-]{6,}\d)|((?<![\w-])\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}(?![\w-]))/g;

/** Text with e-mail addresses and phone numbers blotted out, for error messages that quote data. */
export function scrub(text: string): string {
  return text.replace(EMAIL, '[email]').replace(PHONE, '[phone]');
}

/**
 * pino with personal data kept out: tokens and cookies in headers, and any field named like a
 * name, e-mail, phone, password or token is censored; error messages are scrubbed (a database
 * error quotes the values of its statement).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const fields = ['email', 'phone', 'password', 'token', 'name', 'first_name', 'last_name', 'recipient'];
  return pino(
    {
      level,
      base: { app: 'auto-shop' },
      redact: ['req.headers.authorization', 'req.headers.cookie', ...fields, ...fields.map((f) => `*.${f}`)],
      serializers: {
        err: (err: unknown) => {
          const e = pino.stdSerializers.err(err as Error);
          return { ...e, message: scrub(e.message ?? ''), stack: scrub(e.stack ?? '') };
        },
      },
    },
    destination,
  );
}
