import type { Knex } from 'knex';

/**
 * Inspections, their checklist items, photos (the bytes themselves: one backup, no shared disk)
 * and estimate lines. Ids are text so a device can make them offline; money is integer cents.
 */
export const inspections = {
  name: '010_inspections',
  async up(knex: Knex): Promise<void> {
    await knex.schema.createTable('inspections', (t) => {
      t.string('id', 64).primary();
      t.integer('appointment_id').notNullable().unique().references('appointments.id').onDelete('CASCADE');
      t.string('status').notNullable().defaultTo('draft');
      t.integer('version').notNullable().defaultTo(1);
      t.string('signed_name');
      t.string('sent_at');
      t.string('answered_at');
      t.string('created_at').notNullable();
      t.string('updated_at').notNullable();
      t.index(['status']);
    });
    await knex.schema.createTable('inspection_items', (t) => {
      t.string('inspection_id', 64).notNullable().references('inspections.id').onDelete('CASCADE');
      t.string('key', 40).notNullable();
      t.string('label').notNullable();
      t.integer('position').notNullable();
      t.string('condition');
      t.text('note').notNullable().defaultTo('');
      t.primary(['inspection_id', 'key']);
    });
    await knex.schema.createTable('inspection_photos', (t) => {
      t.string('id', 64).primary();
      t.string('inspection_id', 64).notNullable().references('inspections.id').onDelete('CASCADE');
      t.string('item_key', 40).notNullable();
      t.string('mime').notNullable();
      t.integer('width').notNullable();
      t.integer('height').notNullable();
      t.integer('size').notNullable();
      // BLOB on SQLite, bytea on PostgreSQL.
      t.binary('bytes').notNullable();
      t.binary('thumb').notNullable();
      t.string('created_at').notNullable();
      t.index(['inspection_id']);
    });
    await knex.schema.createTable('estimate_lines', (t) => {
      t.string('id', 64).primary();
      t.string('inspection_id', 64).notNullable().references('inspections.id').onDelete('CASCADE');
      t.integer('position').notNullable();
      t.string('item_key', 40);
      t.string('kind').notNullable();
      t.string('description').notNullable();
      t.float('quantity').notNullable();
      t.integer('unit_price_cents').notNullable();
      t.string('decision').notNullable().defaultTo('pending');
      t.string('created_at').notNullable();
      t.index(['inspection_id']);
    });
  },
  async down(knex: Knex): Promise<void> {
    for (const table of ['estimate_lines', 'inspection_photos', 'inspection_items', 'inspections'])
      await knex.schema.dropTableIfExists(table);
  },
};
