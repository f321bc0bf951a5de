import type { Knex } from 'knex';
import { selfService } from './migration-002-self-service.ts';
import { notifications } from './migration-003-notifications.ts';
import { loginFailures } from './migration-004-login-failures.ts';
import { accountTokens } from './migration-005-account-tokens.ts';
import { staffIndex } from './migration-006-staff-index.ts';
import { phoneDigitsColumn } from './migration-007-phone-digits.ts';
import { customerMoves } from './migration-008-customer-moves.ts';
import { feeReference } from './migration-009-fee-reference.ts';
import { inspections } from './migration-010-inspections.ts';
import { waitlist } from './migration-011-waitlist.ts';
import { push } from './migration-012-push.ts';
import { leaseIds } from './migration-013-lease-ids.ts';
import { linkSecrets } from './migration-014-link-secrets.ts';
import { vehicles } from './migration-015-vehicles.ts';
import { maintenance } from './migration-016-maintenance.ts';
import { recommendations } from './migration-017-recommendations.ts';
import type { BackfillReport } from './vehicle-backfill.ts';
import { textMigrations } from './text-migrations.ts';
import { partialIndexWhere } from './dialect.ts';
import { defineClaimFunction } from './unit-claims.ts';
import type { PhoneCountry } from '@shop/shared/texts/phone-e164';

interface Migration {
  name: string;
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

const timestamps = (t: Knex.CreateTableBuilder) => {
  t.string('created_at').notNullable();
  t.string('updated_at').notNullable();
};
const initial: Migration = {
  name: '001_initial',
  async up(knex) {
    await knex.schema.createTable('users', (t) => {
      t.increments('id');
      t.string('email').notNullable().unique();
      t.string('password_hash');
      t.string('role').notNullable().defaultTo('user');
      t.string('first_name').notNullable().defaultTo('');
      t.string('last_name').notNullable().defaultTo('');
      t.string('phone').notNullable().defaultTo('');
      t.boolean('is_ghost').notNullable().defaultTo(false);
      t.integer('token_version').notNullable().defaultTo(0);
      timestamps(t);
    });
    await knex.schema.createTable('services', (t) => {
      t.integer('id').primary();
      t.string('name').notNullable();
      t.text('description').notNullable();
      t.float('duration_hours').notNullable();
      t.string('duration_label').notNullable();
      t.integer('price_cents').notNullable();
      t.boolean('active').notNullable().defaultTo(true);
    });
    await knex.schema.createTable('appointment_requests', (t) => {
      t.increments('id');
      t.string('first_name').notNullable();
      t.string('last_name').notNullable();
      t.string('email').notNullable();
      t.string('phone').notNullable();
      t.string('vehicle_make').notNullable().defaultTo('');
      t.string('vehicle_model').notNullable().defaultTo('');
      t.string('vehicle_year').notNullable().defaultTo('');
      t.string('vin').notNullable().defaultTo('');
      t.string('license_plate').notNullable().defaultTo('');
      t.text('service_needed').notNullable();
      t.string('preferred_date');
      t.string('preferred_time');
      t.text('message').notNullable().defaultTo('');
      t.text('notes').notNullable().defaultTo('');
      t.string('status').notNullable().defaultTo('pending');
      t.boolean('is_converted_to_appointment').notNullable().defaultTo(false);
      t.integer('appointment_id');
      t.integer('version').notNullable().defaultTo(1);
      timestamps(t);
      t.index(['status', 'created_at']);
    });
    await knex.schema.createTable('appointments', (t) => {
      t.increments('id');
      t.integer('user_id').notNullable().references('users.id');
      t.integer('service_id').notNullable().references('services.id');
      t.string('date').notNullable();
      t.string('start_time').notNullable();
      t.string('end_time').notNullable();
      t.string('status').notNullable().defaultTo('scheduled');
      t.text('notes').notNullable().defaultTo('');
      t.boolean('is_ghost_slot').notNullable().defaultTo(false);
      t.boolean('is_drop_off').notNullable().defaultTo(false);
      // Capacity unit: the bay of an hourly slot, or the drop-off place of the day; null frees it.
      t.integer('bay');
      t.string('payment_option').notNullable().defaultTo('inPerson');
      t.string('payment_status').notNullable().defaultTo('pay_at_shop');
      t.integer('total_cents').notNullable();
      t.integer('discount_cents').notNullable().defaultTo(0);
      t.string('contact_first_name').notNullable();
      t.string('contact_last_name').notNullable().defaultTo('');
      t.string('contact_email').notNullable();
      t.string('contact_phone').notNullable().defaultTo('');
      t.string('vehicle_make').notNullable().defaultTo('');
      t.string('vehicle_model').notNullable().defaultTo('');
      t.string('vehicle_year').notNullable().defaultTo('');
      t.string('vin');
      t.string('license_plate');
      t.string('tracking_token_hash').notNullable();
      t.string('estimated_completion');
      t.integer('request_id').references('appointment_requests.id').onDelete('SET NULL');
      t.integer('version').notNullable().defaultTo(1);
      timestamps(t);
      t.index(['date', 'start_time']);
      t.index(['user_id']);
      t.index(['status', 'date']);
      t.index(['contact_email']);
      t.index(['created_at']);
    });
    // The database itself refuses a second booking of the same bay or drop-off place.
    await knex.raw(
      `CREATE UNIQUE INDEX appointments_bay_unique ON appointments(date, start_time, bay) WHERE ${partialIndexWhere(knex, 'is_ghost_slot', false)} AND bay IS NOT NULL`,
    );
    await knex.raw(
      `CREATE UNIQUE INDEX appointments_dropoff_unique ON appointments(date, bay) WHERE ${partialIndexWhere(knex, 'is_ghost_slot', true)} AND bay IS NOT NULL`,
    );
    await knex.schema.createTable('appointment_services', (t) => {
      t.integer('appointment_id').notNullable().references('appointments.id').onDelete('CASCADE');
      t.integer('service_id').notNullable().references('services.id');
      t.integer('price_cents').notNullable();
      t.integer('original_price_cents').notNullable();
      t.integer('position').notNullable();
      t.primary(['appointment_id', 'service_id']);
    });
    await knex.schema.createTable('appointment_events', (t) => {
      t.increments('id');
      t.integer('appointment_id').notNullable().references('appointments.id').onDelete('CASCADE');
      t.string('kind').notNullable();
      t.text('message').notNullable();
      t.string('created_at').notNullable();
      t.index(['appointment_id', 'created_at']);
    });
    await knex.schema.createTable('feature_flags', (t) => {
      t.string('name').primary();
      t.boolean('enabled').notNullable();
      t.string('updated_at').notNullable();
    });
    await knex.schema.createTable('idempotency_keys', (t) => {
      t.string('scope').notNullable();
      t.string('key').notNullable();
      t.string('method').notNullable();
      t.string('path').notNullable();
      t.string('request_hash').notNullable();
      t.integer('status').notNullable();
      t.text('response_json').notNullable();
      t.string('created_at').notNullable();
      t.primary(['scope', 'key']);
      t.index(['created_at']);
    });
    await knex.schema.createTable('request_rate_counters', (t) => {
      t.string('shop_day').notNullable();
      t.string('subject').notNullable();
      t.integer('count').notNullable();
      t.primary(['shop_day', 'subject']);
    });
    await knex.schema.createTable('password_reset_tokens', (t) => {
      t.increments('id');
      t.integer('user_id').notNullable().references('users.id').onDelete('CASCADE');
      t.string('token_hash').notNullable().unique();
      t.string('expires_at').notNullable();
      t.string('used_at');
      t.string('created_at').notNullable();
    });
    await knex.schema.createTable('settings', (t) => {
      t.string('key').primary();
      t.text('value_json').notNullable();
      t.string('updated_at').notNullable();
    });
  },
  async down(knex) {
    for (const table of [
      'settings',
      'password_reset_tokens',
      'request_rate_counters',
      'idempotency_keys',
      'feature_flags',
      'appointment_events',
      'appointment_services',
      'appointments',
      'appointment_requests',
      'services',
      'users',
    ])
      await knex.schema.dropTableIfExists(table);
  },
};

const MIGRATIONS: Migration[] = [
  initial,
  selfService,
  notifications,
  loginFailures,
  accountTokens,
  staffIndex,
  phoneDigitsColumn,
  customerMoves,
  feeReference,
  inspections,
  waitlist,
  push,
  leaseIds,
];

export interface MigrateOptions {
  /** Stop after the migration of this name (tests start from the state before a later one). */
  upTo?: string;
  /** Receives what migration 015 made and merged, for the log. */
  onBackfill?: (report: BackfillReport) => void;
  /** The country migration 018 reads customers' phones in (SHOP_COUNTRY; US when not given). */
  shopCountry?: PhoneCountry;
}

/**
 * Migrations live in code so they run the same under tsx, tests and the CLI. The server passes
 * its secret, which migration 014 needs to seal stored links (without it, it runs only on a
 * database with nothing to seal).
 */
export const migrationSource = (linkSecret?: string, opts: MigrateOptions = {}): Knex.MigrationSource<Migration> => ({
  getMigrations: async () => {
    const all = [
      ...MIGRATIONS,
      linkSecrets(linkSecret),
      vehicles(opts.onBackfill),
      maintenance,
      recommendations,
      ...textMigrations(opts.shopCountry),
    ];
    if (opts.upTo === undefined) return all;
    const last = all.findIndex((m) => m.name === opts.upTo);
    if (last < 0) throw new Error(`no migration named ${opts.upTo}`);
    return all.slice(0, last + 1);
  },
  getMigrationName: (m) => m.name,
  getMigration: async (m) => m,
});

export async function migrate(db: Knex, linkSecret?: string, opts: MigrateOptions = {}): Promise<void> {
  await db.migrate.latest({ migrationSource: migrationSource(linkSecret, opts) });
  await defineClaimFunction(db);
}
