import type { Knex } from 'knex';
import type { FollowupCandidate } from '@shop/shared/recommendations/followup-steps';
import { asBoolean } from '../db/dialect.ts';

/**
 * Open recommendations the pass may bring up: the car not archived, its customer not opted out of
 * reminders; each with the steps already planned for it.
 */
export async function followupCandidates(db: Knex): Promise<FollowupCandidate[]> {
  const rows = (await db('recommendations as r')
    .join('vehicles as v', 'v.id', 'r.vehicle_id')
    .join('customers as c', 'c.id', 'v.customer_id')
    .where('r.status', 'open')
    .where('v.archived', false)
    .whereNotExists(function () {
      this.select('o.email').from('reminder_opt_outs as o').where('o.email', db.ref('c.email'));
    })
    .orderBy('r.id')
    .select('r.id', 'r.vehicle_id', 'r.item_condition', 'r.declined_at', 'r.messages_sent')) as {
    id: number;
    vehicle_id: number;
    item_condition: string | null;
    declined_at: string;
    messages_sent: number;
  }[];
  const planned = new Map<number, number[]>();
  for (let i = 0; i < rows.length; i += 500) {
    const ids = rows.slice(i, i + 500).map((r) => r.id);
    const steps = (await db('recommendation_followups').whereIn('recommendation_id', ids).select('*')) as {
      recommendation_id: number;
      step: number;
    }[];
    for (const s of steps) planned.set(s.recommendation_id, [...(planned.get(s.recommendation_id) ?? []), s.step]);
  }
  return rows.map((r) => ({
    id: r.id,
    vehicle_id: r.vehicle_id,
    // An urgent item is one that failed the inspection; anything else waits for the soon days.
    urgent: r.item_condition === 'urgent',
    declined_at: r.declined_at,
    messages_sent: Number(r.messages_sent),
    planned_steps: planned.get(r.id) ?? [],
  }));
}

/**
 * Claims a step of a recommendation for this pass: true only for the one pass (of any server)
 * whose insert made the row; the primary key turns every other attempt into nothing.
 */
export async function claimStep(trx: Knex, recommendationId: number, step: number, at: Date): Promise<boolean> {
  const made = (await trx('recommendation_followups')
    .insert({ recommendation_id: recommendationId, step, planned_at: at.toISOString() })
    .onConflict(['recommendation_id', 'step'])
    .ignore()
    .returning('recommendation_id')) as unknown[];
  return made.length === 1;
}

/** Who a car's follow-up goes to, and what the car is called. */
export interface FollowupAddress {
  vehicle_id: number;
  customer_id: number;
  email: string;
  phone: string;
  first_name: string;
  year: string;
  make: string;
  model: string;
  plate: string;
  archived: boolean;
}

export async function followupAddress(db: Knex, vehicleId: number): Promise<FollowupAddress | undefined> {
  const row = (await db('vehicles as v')
    .join('customers as c', 'c.id', 'v.customer_id')
    .where('v.id', vehicleId)
    .first(
      'v.id as vehicle_id',
      'v.customer_id',
      'c.email',
      'c.phone',
      'c.first_name',
      'v.year',
      'v.make',
      'v.model',
      'v.plate',
      'v.archived',
    )) as (FollowupAddress & { archived: unknown }) | undefined;
  return row && { ...row, archived: asBoolean(row.archived) };
}
