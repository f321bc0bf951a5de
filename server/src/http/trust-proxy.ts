import type { Express } from 'express';
import { keptAnswers } from '@shop/shared/kept-answers';

type Trust = (addr: string, hop: number) => boolean;

/** How many address and hop pairs are remembered; past that the memory starts over. */
const REMEMBERED = 1024;

/**
 * Sets Express's 'trust proxy' and remembers its answer for each address and hop. Express asks it
 * on every req.ip and req.secure (the write limit and HSTS ask on every request), and each answer
 * parses the address again (proxy-addr with ipaddr.js): about 5% of a small GET's time. The
 * answer depends on the address and the hop alone.
 */
export function setTrustProxy(app: Express, value: number | boolean | string): void {
  app.set('trust proxy', value);
  const trust = app.get('trust proxy fn') as Trust;
  const remembered: Trust = keptAnswers(REMEMBERED, (addr: string, hop: number) => `${hop} ${addr}`, trust);
  app.set('trust proxy fn', remembered);
}
