import type { Knex } from 'knex';
import {
  DEFAULT_FOLLOWUP,
  DEFAULT_MILES_PER_DAY,
  type MaintenanceRule,
  type MaintenanceRuleInput,
  type MaintenanceSettings,
} from '@shop/shared/maintenance/maintenance.schema';
import { SHIPPED_RULES } from '@shop/shared/maintenance/shipped-rules';
import { forUpdate } from '../db/dialect.ts';

/** The `settings` row that holds the miles a day and the follow-up days (the rules have a table). */
const SETTINGS_KEY = 'maintenance';

type Extra = Pick<MaintenanceSettings, 'default_miles_per_day' | 'followup'>;
const DEFAULT_EXTRA: Extra = { default_miles_per_day: DEFAULT_MILES_PER_DAY, followup: DEFAULT_FOLLOWUP };

interface RuleRow {
  id: number;
  service_id: number;
  every_miles: number | null;
  every_months: number | null;
  remind_miles_before: number;
  remind_days_before: number;
}

const toRule = (r: RuleRow): MaintenanceRule => ({
  id: Number(r.id),
  service_id: Number(r.service_id),
  every_miles: r.every_miles === null ? null : Number(r.every_miles),
  every_months: r.every_months === null ? null : Number(r.every_months),
  remind_miles_before: Number(r.remind_miles_before),
  remind_days_before: Number(r.remind_days_before),
});

const columnsOf = (r: MaintenanceRuleInput) => ({
  service_id: r.service_id,
  every_miles: r.every_miles ?? null,
  every_months: r.every_months ?? null,
  remind_miles_before: r.remind_miles_before,
  remind_days_before: r.remind_days_before,
});

export async function listRules(db: Knex): Promise<MaintenanceRule[]> {
  return ((await db('maintenance_rules').orderBy('id').select('*')) as RuleRow[]).map(toRule);
}

/** The shop's miles a day and follow-up days (the shipped ones until the shop saves its own). */
export async function readMaintenanceRates(db: Knex): Promise<Extra> {
  const row = (await db('settings').where({ key: SETTINGS_KEY }).first('value_json')) as
    { value_json: string } | undefined;
  return row ? (JSON.parse(row.value_json) as Extra) : DEFAULT_EXTRA;
}

/** The rules, the miles a day and the follow-up days, as GET /api/admin/maintenance-rules answers them. */
export async function readMaintenanceSettings(db: Knex): Promise<MaintenanceSettings & { rules: MaintenanceRule[] }> {
  const [rules, rates] = await Promise.all([listRules(db), readMaintenanceRates(db)]);
  return { rules, ...rates };
}

/** The ids of services that exist, of those asked. */
export async function existingServiceIds(db: Knex, ids: number[]): Promise<Set<number>> {
  const rows = (await db('services').whereIn('id', ids).select('id')) as { id: number }[];
  return new Set(rows.map((r) => Number(r.id)));
}

/**
 * Replaces the rules and the settings in the caller's transaction: a rule sent with the id of a
 * rule that exists keeps it, the others are new, the rest are removed. The settings row is locked
 * first, so two saves at once run one after the other.
 */
export async function replaceMaintenanceSettings(trx: Knex, s: MaintenanceSettings, now: Date): Promise<void> {
  const at = now.toISOString();
  const value_json = JSON.stringify({ default_miles_per_day: s.default_miles_per_day, followup: s.followup });
  await trx('settings').insert({ key: SETTINGS_KEY, value_json, updated_at: at }).onConflict('key').ignore();
  await forUpdate(trx, trx('settings').where({ key: SETTINGS_KEY }).select('key'));
  await trx('settings').where({ key: SETTINGS_KEY }).update({ value_json, updated_at: at });
  const have = new Set(((await trx('maintenance_rules').select('id')) as { id: number }[]).map((r) => Number(r.id)));
  const kept = s.rules.filter((r) => r.id !== undefined && have.has(r.id));
  const keptIds = kept.map((r) => r.id!);
  await trx('maintenance_rules').whereNotIn('id', keptIds).delete();
  for (const r of kept)
    await trx('maintenance_rules')
      .where({ id: r.id })
      .update({ ...columnsOf(r), updated_at: at });
  const fresh = s.rules.filter((r) => !kept.includes(r));
  if (fresh.length > 0)
    await trx('maintenance_rules').insert(fresh.map((r) => ({ ...columnsOf(r), created_at: at, updated_at: at })));
}

/** A new shop's rules, once: the settings row marks them given, so rules the shop removed stay removed. */
export async function seedMaintenance(db: Knex, now: Date): Promise<void> {
  if (await db('settings').where({ key: SETTINGS_KEY }).first('key')) return;
  const ids = await existingServiceIds(
    db,
    SHIPPED_RULES.map((r) => r.service_id),
  );
  await db.transaction(async (trx) => {
    await replaceMaintenanceSettings(
      trx,
      { rules: SHIPPED_RULES.filter((r) => ids.has(r.service_id)), ...DEFAULT_EXTRA },
      now,
    );
  });
}
