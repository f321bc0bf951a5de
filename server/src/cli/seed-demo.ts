import { parseArgs } from 'node:util';
import { shopDateOf } from '@shop/shared/time/shop-time';
import { openDatabase } from '../bootstrap.ts';
import { readConfig } from '../config.ts';
import { seedDemo } from '../db/demo-data.ts';

// A realistic year for trying the app: npm run seed:demo [-- --appointments 5000 --requests 1000 --customers 2000]
const { values } = parseArgs({
  options: { appointments: { type: 'string' }, requests: { type: 'string' }, customers: { type: 'string' } },
});
const config = readConfig();
const db = await openDatabase(config, new Date());
const started = Date.now();
const made = await seedDemo(db, config.shop, {
  appointments: Number(values.appointments ?? 5000),
  requests: Number(values.requests ?? 1000),
  customers: Number(values.customers ?? 2000),
  today: shopDateOf(new Date(), config.shop.timeZone),
});
console.log(
  `Seeded ${made.appointments} appointments, ${made.requests} requests, ${made.customers} customers into ${config.database} in ${Date.now() - started} ms`,
);
await db.destroy();
