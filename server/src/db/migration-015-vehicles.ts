import type { Knex } from 'knex';
import { backfillVehicles, type BackfillReport } from './vehicle-backfill.ts';

/** The tables that point at a customer and a car; their typed columns stay as the snapshot. */
export const POINTING_TABLES = ['appointments', 'appointment_requests', 'waitlist_entries', 'inspections'] as const;

/**
 * Customers and vehicles as records of their own, and a car's odometer readings (append-only).
 * The backfill makes them from the rows already there and hands its report to `report`: the
 * server logs it, so a shop can see which typed cars became one.
 */
export const vehicles = (report?: (r: BackfillReport) => void) => ({
  name: '015_vehicles',
  async up(knex: Knex): Promise<void> {
    await knex.schema.createTable('customers', (t) => {
      t.increments('id');
      t.integer('user_id').unique().references('users.id');
      t.string('email').notNullable().unique();
      t.string('first_name').notNullable().defaultTo('');
      t.string('last_name').notNullable().defaultTo('');
      t.string('phone').notNullable().defaultTo('');
      // Digits only, for search (as appointments' contact_phone_digits).
      t.string('phone_digits').notNullable().defaultTo('');
      t.integer('version').notNullable().defaultTo(1);
      t.string('created_at').notNullable();
      t.string('updated_at').notNullable();
      t.index(['phone_digits']);
    });
    await knex.schema.createTable('vehicles', (t) => {
      t.increments('id');
      t.integer('customer_id').notNullable().references('customers.id');
      t.string('vin').unique();
      t.string('plate').notNullable().defaultTo('');
      // Upper-case letters and digits of the plate: what matching and search compare.
      t.string('plate_key').notNullable().defaultTo('');
      t.string('make').notNullable().defaultTo('');
      t.string('model').notNullable().defaultTo('');
      t.string('year').notNullable().defaultTo('');
      t.string('engine').notNullable().defaultTo('');
      t.string('odometer_unit').notNullable().defaultTo('mi');
      t.boolean('archived').notNullable().defaultTo(false);
      // Set when merged into another car: the old id then answers 410 `merged`.
      t.integer('merged_into');
      t.integer('version').notNullable().defaultTo(1);
      t.string('created_at').notNullable();
      t.string('updated_at').notNullable();
      t.index(['customer_id']);
      t.index(['plate_key']);
    });
    await knex.schema.createTable('vehicle_readings', (t) => {
      t.increments('id');
      t.integer('vehicle_id').notNullable().references('vehicles.id');
      t.integer('value').notNullable();
      t.string('source').notNullable();
      t.string('recorded_at').notNullable();
      t.integer('appointment_id');
      t.string('created_at').notNullable();
      t.index(['vehicle_id', 'recorded_at']);
    });
    for (const table of POINTING_TABLES)
      await knex.schema.alterTable(table, (t) => {
        t.integer('customer_id');
        t.integer('vehicle_id');
        t.index(['customer_id']);
        t.index(['vehicle_id']);
      });
    const made = await backfillVehicles(knex);
    report?.(made);
  },
  async down(knex: Knex): Promise<void> {
    for (const table of POINTING_TABLES)
      await knex.schema.alterTable(table, (t) => {
        t.dropIndex(['customer_id']);
        t.dropIndex(['vehicle_id']);
        t.dropColumn('customer_id');
        t.dropColumn('vehicle_id');
      });
    for (const table of ['vehicle_readings', 'vehicles', 'customers']) await knex.schema.dropTableIfExists(table);
  },
});
