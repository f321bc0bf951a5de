// npm run bench [-- --quick] [-- --only api,scale,waitlist,uploads,vehicles,maintenance,texts] [-- --db postgres]: measures the API, the web app and sync side by side with
// their limits, prints a table and writes bench/results.json. Figures only; it never fails on timing.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiSection, bareServer } from './api-section.ts';
import { contentionSection } from './contention-section.ts';
import { crashSection } from './crash-section.ts';
import { driverSection } from './driver-section.ts';
import { enginesSection } from './engines-section.ts';
import { notifySection } from './notify-section.ts';
import { pushSection } from './push-section.ts';
import { figures, printTable } from './figures.ts';
import { obd2Section } from './obd2-section.ts';
import { offlineSection } from './offline-section.ts';
import { photosSection } from './photos-section.ts';
import { postgresSection } from './postgres-section.ts';
import { scaleSection, seededDir } from './scale-section.ts';
import { ROOT, startServer, writeShopConfig } from './server-process.ts';
import { uploadsSection } from './uploads-section.ts';
import { vinSection } from './vin-section.ts';
import { vehiclesSection } from './vehicles-section.ts';
import { waitlistSection } from './waitlist-section.ts';
import { textsSection } from './texts-section.ts';
import { maintenanceSection } from './maintenance-section.ts';
import { maintenanceKillSection } from './maintenance-kill.ts';
import { buildWebFor, bundleSection, lighthouseSection, useDist } from './web-section.ts';

const quick = process.argv.includes('--quick');
const seconds = quick ? 2 : 10;
const started = Date.now();
const step = (name: string) => console.log(`\n== ${name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);

// --only api,contention,...: just those sections (the others' figures are then absent).
const SECTIONS = [
  'api',
  'driver',
  'contention',
  'bundle',
  'obd2',
  'lighthouse',
  'offline',
  'engines',
  'crash',
  'notify',
  'push',
  'scale',
  'postgres',
  'photos',
  'waitlist',
  'uploads',
  'vin',
  'vehicles',
  'texts',
  'maintenance',
];
const onlyAt = process.argv.indexOf('--only');
// --db postgres: the PostgreSQL section alone (it measures SQLite beside it in the same run).
const dbAt = process.argv.indexOf('--db');
const only =
  onlyAt >= 0
    ? (process.argv[onlyAt + 1] ?? '').split(',').filter(Boolean)
    : dbAt >= 0 && process.argv[dbAt + 1] === 'postgres'
      ? ['postgres']
      : SECTIONS;
const unknown = only.filter((s) => !SECTIONS.includes(s));
if (only.length === 0 || unknown.length > 0) {
  console.error(
    `--only takes a comma list of: ${SECTIONS.join(', ')}${unknown.length ? ` (not ${unknown.join(', ')})` : ''}`,
  );
  process.exit(2);
}
const runs = (...names: string[]) => names.some((n) => only.includes(n));

if (runs('bundle', 'lighthouse', 'offline', 'photos') && !existsSync(path.join(ROOT, 'web/dist/.vite/manifest.json')))
  execSync('npm run build -w web', { cwd: ROOT, stdio: 'inherit' });
if (runs('lighthouse', 'offline', 'engines', 'photos') && !existsSync(process.env.CHROME_PATH ?? '/usr/bin/chromium'))
  execSync('node scripts/ensure-browsers.mjs', { cwd: ROOT, stdio: 'inherit' });

let plans: string[] = [];
if (runs('api', 'driver', 'contention', 'lighthouse', 'offline', 'crash', 'notify', 'push', 'postgres', 'photos')) {
  step('seeding a realistic year: 5,000 appointments, 1,000 requests, 2,000 customers');
  const dataDir = await seededDir(5000, 1000, 2000);
  await serverSections(dataDir);
  if (runs('driver')) {
    step('booking statements: through the app, and replayed on the raw sqlite3 driver');
    await driverSection(dataDir, quick ? 300 : 1000);
  }
  if (runs('crash')) {
    step('crash safety: SIGKILL during bookings, 20 times');
    await crashSection(path.join(dataDir, 'crash'), 4312);
  }
  if (runs('notify')) {
    step('notifications: 1,000 due mails, then SIGKILL during dispatch');
    await notifySection(dataDir, 4314);
  }
  if (runs('push')) {
    step('Web Push: 1,000 pushes to a local push service, then SIGKILL during dispatch');
    await pushSection(dataDir, 4315);
  }
  if (runs('postgres')) {
    step('PostgreSQL beside SQLite: one and two servers, races, SIGKILL of one');
    await postgresSection(dataDir, seconds, 4330);
  }
} else await serverSections(null);
if (runs('scale')) {
  step(`scale of cost${quick ? ' (quick: 100k skipped)' : ''}`);
  plans = await scaleSection(quick ? [1000, 10000] : [1000, 10000, 100000], 4313, quick ? 2 : 5);
}
if (runs('waitlist')) {
  step('waitlist: 100 cancellations with 100 people waiting, offers taken or passed on');
  await waitlistSection(4340);
}
if (runs('uploads')) {
  step(
    `uploads: ${quick ? 'one burst' : 'three bursts'} of 20 anonymous and 20 signed-in 10 MB photos at once, then 20 of 1600 px`,
  );
  await uploadsSection(3645, quick ? 1 : 3);
}

if (runs('maintenance')) {
  step("maintenance: the reminders' daily pass over 10,000 cars, SQLite and PostgreSQL; then a server killed mid-pass");
  await maintenanceSection(quick ? 2000 : 10_000);
  await maintenanceKillSection(Number(process.env.MAINTENANCE_BENCH_PORT ?? 4370), quick ? 2000 : 10_000);
}
if (runs('vehicles')) {
  step('vehicles: the vehicle page on 1,000 cars, 10,000 visits, 40,000 estimate lines, SQLite and PostgreSQL');
  await vehiclesSection(Number(process.env.VEHICLES_BENCH_PORT ?? 4350), quick ? 200 : 1000);
}

if (runs('texts')) {
  step('two-way texts: 1,000 inbound texts in a burst (one in ten replayed), SQLite and PostgreSQL');
  await textsSection(Number(process.env.TEXTS_BENCH_PORT ?? 4360), quick ? 200 : 1000);
}

/** The sections that share one server on the seeded data (and those that need none), in order. */
async function serverSections(dataDir: string | null): Promise<void> {
  const needsServer = runs('api', 'contention', 'lighthouse', 'offline', 'photos');
  const stopBare = runs('api', 'lighthouse', 'offline', 'photos') ? await bareServer(4311) : () => {};
  // The prerendered pages are served only when built with the server's shop (its stub tiles).
  let web = path.join(ROOT, 'web/dist');
  if (dataDir && runs('bundle', 'lighthouse', 'offline', 'photos')) {
    step("building the web app with the bench's SHOP_CONFIG");
    web = buildWebFor(writeShopConfig(dataDir), path.join(dataDir, 'web'));
    useDist(web);
  }
  const server = needsServer && dataDir ? await startServer(dataDir, 4310, { WEB_DIST: web }) : null;
  try {
    if (server && runs('api')) {
      step(`API under load (${seconds} s per route, 50 connections)`);
      await apiSection(server, seconds, 4311);
    }
    if (server && runs('contention')) {
      step('contention: 50 bookings of one slot, 20 rounds');
      await contentionSection(server, 2);
    }
    if (runs('bundle')) {
      step('web: bundle sizes');
      bundleSection();
    }
    if (runs('vin')) {
      step('VIN decode on the shipped vPIC data: first use, then one at a time and ten at once');
      await vinSection(quick ? 200 : 1000);
    }
    if (runs('obd2')) {
      step('OBD2: lookup and search per keystroke over the full table');
      await obd2Section();
    }
    if (server && runs('lighthouse')) {
      step(
        'web: Lighthouse, mobile: the public pages, and the appointment, estimate and waitlist offer from their mailed links',
      );
      await lighthouseSection(server);
    }
    if (server && runs('offline')) {
      step('offline and sync');
      await offlineSection(server);
    }
    if (server && runs('photos')) {
      step('photos: device scaling, server re-encode, 20 delivered after the network returns');
      await photosSection(server);
    }
  } finally {
    await server?.stop();
  }
  stopBare();
  if (runs('engines')) {
    step('engines: delivery after the network returns, and the start-up wedge, in WebKitGTK, Firefox ESR, Chromium');
    await enginesSection(4320);
  }
}

console.log('\n== results');
printTable(figures);
console.log('\nQuery plans:');
plans.forEach((p) => console.log(`  ${p}`));
const missed = figures.filter((f) => f.holds === false).map((f) => f.id);
console.log(
  `\n${figures.length} figures, ${missed.length} goals missed${missed.length ? `: ${missed.join(', ')}` : ''}; ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
writeFileSync(
  path.join(ROOT, 'bench/results.json'),
  JSON.stringify(
    {
      machine: {
        cpus: os.cpus().length,
        model: os.cpus()[0]?.model,
        memoryGiB: Math.round(os.totalmem() / 2 ** 30),
        platform: `${os.platform()} ${os.release()}`,
      },
      node: process.version,
      at: new Date().toISOString(),
      quick,
      sections: only,
      figures,
      plans,
    },
    null,
    2,
  ),
);
console.log('wrote bench/results.json');
