import { parseArgs } from 'node:util';
import { MIN_PASSWORD } from '@shop/shared/auth/auth.schema';
import { checkEmail } from '@shop/shared/bookings/booking-validation';
import { ensureAdmin, openDatabase } from '../bootstrap.ts';
import { readConfig } from '../config.ts';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
if (!values.email || !values.password || checkEmail(values.email) || values.password.length < MIN_PASSWORD) {
  console.error(
    `Usage: npm run create-admin -- --email you@example.com --password <at least ${MIN_PASSWORD} characters>`,
  );
  process.exit(2);
}
const config = readConfig();
const db = await openDatabase(config, new Date());
const how = await ensureAdmin(db, values.email, values.password, config.scryptCost, new Date());
console.log(`Admin ${values.email} ${how} in ${config.database}`);
await db.destroy();
