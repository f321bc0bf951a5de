import type { MaintenanceRuleInput } from './maintenance.schema.ts';

/**
 * The rules a new shop starts with: the shop's own rules of thumb, not a maker's schedule (no
 * openly licensed one exists), tied to the shipped catalog's services by id. Settings edits them.
 */
export const SHIPPED_RULES: readonly MaintenanceRuleInput[] = [
  // Oil Change
  { service_id: 1, every_miles: 5000, every_months: 6, remind_miles_before: 500, remind_days_before: 14 },
  // Brake Service: an inspection a year
  { service_id: 2, every_miles: 12_000, every_months: 12, remind_miles_before: 1000, remind_days_before: 30 },
  // Tire Rotation
  { service_id: 3, every_miles: 6000, every_months: 6, remind_miles_before: 500, remind_days_before: 14 },
];
