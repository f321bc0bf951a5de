import { createHash } from 'node:crypto';
import type { Response } from 'express';

/** A JSON answer encoded once, with the weak ETag Express would give it, for answers that are kept. */
export interface JsonAnswer {
  body: Buffer;
  etag: string;
}

export function jsonAnswer(value: unknown): JsonAnswer {
  const body = Buffer.from(JSON.stringify(value));
  const hash = createHash('sha1').update(body).digest('base64').slice(0, 27);
  return { body, etag: `W/"${body.length.toString(16)}-${hash}"` };
}

/** Sends a kept answer as res.json would, without encoding and hashing it again. */
export function sendAnswer(res: Response, answer: JsonAnswer): void {
  res.set('ETag', answer.etag).type('json').send(answer.body);
}
