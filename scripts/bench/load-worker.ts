// Runs one autocannon load in its own process (the load must not share the server's cores'
// scheduling with the measuring code) and prints the result as JSON on stdout.
import autocannon, { type Request } from 'autocannon';
import { bookingBody, slotSequence } from './server-process.ts';

const spec = JSON.parse(process.argv[2]) as {
  url: string;
  method?: 'GET' | 'POST';
  body?: 'booking' | 'request';
  token?: string;
  seconds: number;
  connections: number;
};

const headers: Record<string, string> = { 'content-type': 'application/json' };
if (spec.token) headers.authorization = `Bearer ${spec.token}`;
let n = 0;
const slots = slotSequence(2035 + Math.floor(Math.random() * 200), 2);
const setupRequest = (req: Request): Request => {
  n += 1;
  if (spec.body === 'booking') {
    const { date, start } = slots.next().value!;
    // Each load process books its own customers: two processes must not race for one new account.
    return { ...req, body: JSON.stringify(bookingBody(date, start, process.pid * 1_000_000 + n)) };
  }
  if (spec.body === 'request') {
    return {
      ...req,
      body: JSON.stringify({
        firstName: 'Load',
        lastName: 'Test',
        email: `load${process.pid}-${n}@example.com`,
        phone: '510-555-0100',
        serviceNeeded: ['Oil Change'],
      }),
    };
  }
  return req;
};

const result = await autocannon({
  url: spec.url,
  method: spec.method ?? 'GET',
  headers,
  connections: spec.connections,
  duration: spec.seconds,
  requests: spec.body ? [{ method: spec.method ?? 'POST', setupRequest }] : undefined,
});
process.stdout.write(
  JSON.stringify({
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  }),
);
