import { createHash } from 'node:crypto';
import type { Response } from 'express';
import type { ReadCache } from '../db/read-cache.ts';

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

/** What `read` answers, encoded and kept in `cache` under the key made of `keyParts`. */
export function keptAnswer(
  cache: ReadCache<JsonAnswer>,
  keyParts: unknown[],
  read: () => Promise<unknown>,
): Promise<JsonAnswer> {
  return cache.read(JSON.stringify(keyParts), async () => jsonAnswer(await read()));
}

/** Sends a kept answer as res.json would, without encoding and hashing it again. */
export function sendAnswer(res: Response, answer: JsonAnswer): void {
  res.set('ETag', answer.etag).type('json').send(answer.body);
}

/**
 * For a route that answers with a kept value (the same object for as long as it is current, as a
 * ReadCache gives it): the answer built from that value, encoded on its first use and reused
 * until the value is replaced. Each route has its own, since each shapes the value its own way.
 */
export function encodedOnce<T extends object>(shape: (value: T) => unknown): (value: T) => JsonAnswer {
  const encoded = new WeakMap<T, JsonAnswer>();
  return (value) => {
    let answer = encoded.get(value);
    if (!answer) encoded.set(value, (answer = jsonAnswer(shape(value))));
    return answer;
  };
}
