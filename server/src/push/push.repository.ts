import type { Knex } from 'knex';
import type { PushSubscriptionBody } from '@shop/shared/push/push.schema';
import { rawRows } from '../db/dialect.ts';

/** What a device's subscription serves: one appointment's news, one waitlist entry's offers, or one staff account's alerts. */
export type PushTarget = { appointmentId: number } | { waitlistEntryId: number } | { staffUserId: number };

export interface PushDevice {
  endpoint: string;
  p256dh: string;
  auth: string;
}

const targetKey = (t: PushTarget) =>
  'appointmentId' in t
    ? `appointment:${t.appointmentId}`
    : 'waitlistEntryId' in t
      ? `waitlist:${t.waitlistEntryId}`
      : `staff:${t.staffUserId}`;

/** Devices that may serve one appointment: enough for a family's phones, not a flood. */
export const DEVICES_PER_TARGET = 5;

/** Keeps a device's subscription (new keys replace old ones for one endpoint); answers its id. */
export async function saveDevice(trx: Knex, s: PushSubscriptionBody, now: Date): Promise<number> {
  await trx('push_subscriptions')
    .insert({ endpoint: s.endpoint, p256dh: s.keys.p256dh, auth: s.keys.auth, created_at: now.toISOString() })
    .onConflict('endpoint')
    .merge(['p256dh', 'auth']);
  return ((await trx('push_subscriptions').where({ endpoint: s.endpoint }).first('id')) as { id: number }).id;
}

/** How many other devices already serve this target. */
export async function devicesServing(db: Knex, target: PushTarget, except: string): Promise<number> {
  const row = (await db('push_targets as t')
    .join('push_subscriptions as s', 's.id', 't.subscription_id')
    .where('t.target', targetKey(target))
    .whereNot('s.endpoint', except)
    .count({ n: '*' })
    .first()) as { n: number | string };
  return Number(row.n);
}

/** Keeps the subscription and adds the target; asking twice is fine. Answers whether the target is new to the device. */
export async function subscribe(trx: Knex, s: PushSubscriptionBody, target: PushTarget, now: Date): Promise<boolean> {
  const id = await saveDevice(trx, s, now);
  if (
    await trx('push_targets')
      .where({ subscription_id: id, target: targetKey(target) })
      .first('id')
  )
    return false;
  await trx('push_targets')
    .insert({
      subscription_id: id,
      target: targetKey(target),
      appointment_id: 'appointmentId' in target ? target.appointmentId : null,
      waitlist_entry_id: 'waitlistEntryId' in target ? target.waitlistEntryId : null,
      user_id: 'staffUserId' in target ? target.staffUserId : null,
      created_at: now.toISOString(),
    })
    .onConflict(['subscription_id', 'target'])
    .ignore();
  return true;
}

/** What one device stops serving: one appointment's news, one waitlist entry's offers, staff alerts, or everything. */
export type PushScope = { appointmentId: number } | { waitlistEntryId: number } | 'staff' | 'all';

/**
 * Unsubscribes an endpoint from a scope; the subscription is forgotten once it serves nothing.
 * Returns whether anything was removed.
 */
export async function unsubscribe(trx: Knex, endpoint: string, scope: PushScope): Promise<boolean> {
  const sub = (await trx('push_subscriptions').where({ endpoint }).first('id')) as { id: number } | undefined;
  if (!sub) return false;
  if (scope !== 'all') {
    const targets = trx('push_targets').where({ subscription_id: sub.id });
    if (scope === 'staff') targets.whereNotNull('user_id');
    else if ('appointmentId' in scope) targets.where({ appointment_id: scope.appointmentId });
    else targets.where({ waitlist_entry_id: scope.waitlistEntryId });
    const removed = await targets.del();
    const left = await trx('push_targets').where({ subscription_id: sub.id }).first('id');
    if (left) return removed > 0;
  }
  await trx('push_subscriptions').where({ id: sub.id }).del();
  return true;
}

/** A browser's new subscription takes over what the old endpoint served; false when the old one is unknown. */
export async function renew(trx: Knex, oldEndpoint: string, s: PushSubscriptionBody): Promise<boolean> {
  const old = (await trx('push_subscriptions').where({ endpoint: oldEndpoint }).first('id')) as
    { id: number } | undefined;
  if (!old) return false;
  const fresh = (await trx('push_subscriptions')
    .where({ endpoint: s.endpoint })
    .whereNot({ id: old.id })
    .first('id')) as { id: number } | undefined;
  if (fresh) {
    // The new endpoint was subscribed already: what it served joins what the old one did.
    const kept = trx('push_targets').where({ subscription_id: old.id }).select('target');
    await trx('push_targets')
      .where({ subscription_id: fresh.id })
      .whereNotIn('target', kept)
      .update({ subscription_id: old.id });
    await trx('push_subscriptions').where({ id: fresh.id }).del();
  }
  await trx('push_subscriptions')
    .where({ id: old.id })
    .update({ endpoint: s.endpoint, p256dh: s.keys.p256dh, auth: s.keys.auth, last_success_at: null });
  return true;
}

/** The endpoints serving one appointment's news or one waitlist entry's offers, each once. */
export async function endpointsServing(
  db: Knex,
  target: { appointmentId: number } | { waitlistEntryId: number },
): Promise<string[]> {
  return (
    (await db('push_targets as t')
      .join('push_subscriptions as s', 's.id', 't.subscription_id')
      .where('t.target', targetKey(target))
      .distinct('s.endpoint')) as { endpoint: string }[]
  ).map((r) => r.endpoint);
}

/** The staff devices' endpoints, as a query others can nest (the booking's audience reads them too). */
export const STAFF_ENDPOINTS_SQL = `select distinct s.endpoint from push_targets t
  join push_subscriptions s on s.id = t.subscription_id
  join users u on u.id = t.user_id where u.role = 'admin'`;

/** The endpoints of staff devices (accounts still admin), each once. */
export async function staffEndpoints(db: Knex): Promise<string[]> {
  return (await rawRows<{ endpoint: string }>(db, STAFF_ENDPOINTS_SQL)).map((r) => r.endpoint);
}

/** The keys a push to `endpoint` is encrypted for, or undefined once it is unsubscribed. */
export async function deviceOf(db: Knex, endpoint: string): Promise<PushDevice | undefined> {
  return (await db('push_subscriptions').where({ endpoint }).first('endpoint', 'p256dh', 'auth')) as
    PushDevice | undefined;
}

/** Notes that a push got through (at most one write an hour per device). */
export async function markWorked(db: Knex, endpoint: string, now: Date): Promise<void> {
  const hourAgo = new Date(now.getTime() - 3_600_000).toISOString();
  await db('push_subscriptions')
    .where({ endpoint })
    .where((q) => q.whereNull('last_success_at').orWhere('last_success_at', '<', hourAgo))
    .update({ last_success_at: now.toISOString() });
}

/** Forgets a device its push service says is gone (404/410). */
export async function forgetEndpoint(db: Knex, endpoint: string): Promise<void> {
  await db('push_subscriptions').where({ endpoint }).del();
}
