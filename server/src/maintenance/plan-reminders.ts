import { remindable } from '@shop/shared/maintenance/due';
import { maintenanceMessages as m } from '@shop/shared/maintenance/messages';
import { nextDaytime } from '@shop/shared/time/daytime';
import { shopDateOf } from '@shop/shared/time/shop-time';
import { mailOrigin, type AppDeps } from '../app-deps.ts';
import { carLinkSlot } from '../links/link-slots.ts';
import type { CarLink } from '../vehicles/vehicle-token.ts';
import type { Notice } from '@shop/shared/notifications/notices';
import { planNotices } from '../notifications/plan-notice.ts';
import { unsubscribeUrl } from '../notifications/unsubscribe.ts';
import { carsDue, type CarWithDue } from './cars-due.ts';
import { bookedServices } from './maintenance-facts.repository.ts';
import { claimCycles, ledgerKey, remindedCycles, type LedgerRow } from './reminder-ledger.repository.ts';

type PlanDeps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'settings' | 'logger' | 'staff' | 'pushDevices'>;

/** Cycles claimed (and their messages written) per transaction: short transactions, few statements. */
const BATCH = 500;

/** The wizard's link with the car, its token's slot and the service (one format, API.md). */
export const reminderLink = (origin: string, secret: string, car: CarLink, serviceIds: number[]) =>
  `${origin}/schedule?vehicle=${car.id}&t=${carLinkSlot(secret, car)}&services=${serviceIds.join(',')}`;

const carName = (c: CarWithDue['car']) =>
  [c.year, c.model || c.make].filter((s) => s !== '').join(' ') || m.carFallback;

/** The cycles of live cars that reached their remind window, not booked, not opted out, not reminded yet. */
function cyclesToRemind(cars: CarWithDue[], booked: Set<string>, reminded: Set<string>, plannedAt: Date): LedgerRow[] {
  const rows: LedgerRow[] = [];
  for (const { car, due } of cars) {
    if (car.opted_out) continue;
    for (const d of due) {
      if (!remindable(d.status) || booked.has(`${car.id}:${d.service_id}`)) continue;
      const row = {
        vehicle_id: car.id,
        service_id: d.service_id,
        anchor_appointment_id: d.anchor_appointment_id,
        due_date: d.due_date,
        due_miles: d.due_miles,
        planned_at: plannedAt.toISOString(),
      };
      if (!reminded.has(ledgerKey(row))) rows.push(row);
    }
  }
  return rows;
}

/**
 * One pass of maintenance reminders: every live car's rules computed in memory from bulk reads,
 * then one `maintenance_due` mail (and its SMS twin) per car, service and due cycle, planned for
 * the shop's daytime. The ledger's unique key makes a second server's pass, or a pass after a
 * crash, plan nothing twice. A completed visit with the service starts a new cycle (its anchor).
 */
export async function planMaintenanceReminders(deps: PlanDeps, now: Date): Promise<{ planned: number }> {
  const timeZone = deps.config.shop.timeZone;
  const [{ cars }, booked, reminded] = await Promise.all([
    carsDue(deps.db, now, timeZone),
    bookedServices(deps.db, shopDateOf(now, timeZone)),
    remindedCycles(deps.db),
  ]);
  const plannedAt = nextDaytime(now, timeZone);
  const rows = cyclesToRemind(cars, booked, reminded, plannedAt);
  const carOf = new Map(cars.map((c) => [c.car.id, c.car]));
  const names = new Map(cars.flatMap((c) => c.due.map((d) => [d.service_id, d.service_name] as const)));
  const origin = mailOrigin(deps);
  let planned = 0;
  for (let i = 0; i < rows.length; i += BATCH) {
    await deps.db.transaction(async (trx) => {
      const claimed = await claimCycles(trx, rows.slice(i, i + BATCH), now);
      const notices: Notice[] = claimed.map((r) => {
        const car = carOf.get(r.vehicle_id)!;
        return {
          kind: 'maintenance_due',
          plannedAt,
          to: { email: car.email, phone: car.phone },
          firstName: car.first_name,
          car: carName(car),
          service: names.get(r.service_id) ?? m.carFallback,
          dueMiles: r.due_miles,
          unit: car.odometer_unit,
          dueDate: r.due_date,
          url: reminderLink(origin, deps.config.jwtSecret, car, [r.service_id]),
          unsubscribeUrl: unsubscribeUrl(origin, deps.config.jwtSecret, car.email),
        };
      });
      await planNotices(trx, deps, notices);
      planned += claimed.length;
    });
  }
  return { planned };
}
