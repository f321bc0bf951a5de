// Sends a burst of signed webhook calls from its own process (the client's work must not share
// the measuring process's event loop), through a fixed number of connections, and prints each
// call's time and the count of answers that were not 200 as JSON on stdout.
import { readFileSync } from 'node:fs';
import autocannon, { type Request } from 'autocannon';

const spec = JSON.parse(process.argv[2]) as {
  url: string;
  path: string;
  /** A JSON file of the calls, signed beforehand: [{ body, signature }]. */
  callsFile: string;
  connections: number;
};
if (!/^http:\/\/127\.0\.0\.1:/.test(spec.url)) throw new Error('load is only ever sent to 127.0.0.1');
const calls = JSON.parse(readFileSync(spec.callsFile, 'utf8')) as { body: string; signature: string }[];

let next = 0;
const setupRequest = (req: Request): Request => {
  const call = calls[next++ % calls.length]!;
  return {
    ...req,
    body: call.body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': call.signature },
  };
};
const times: number[] = [];
const result = await new Promise<autocannon.Result>((resolve, reject) => {
  const instance = autocannon(
    {
      url: spec.url + spec.path,
      connections: spec.connections,
      amount: calls.length,
      requests: [{ method: 'POST', setupRequest }],
    },
    (err, r) => (err ? reject(err) : resolve(r)),
  );
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
});
process.stdout.write(
  JSON.stringify({
    times,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
    seconds: result.duration,
  }),
);
