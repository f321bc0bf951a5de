import type { Knex } from 'knex';
import type { Clock } from '../clock.ts';
import { FinalFailure } from '../jobs/due-rows.ts';
import { PushGone, type PushMessage, type PushSender } from './push-sender.ts';
import { deviceOf, forgetEndpoint, markWorked } from './push.repository.ts';
import { cancelQueuedPushes } from '../notifications/notifications.repository.ts';

/**
 * The push channel of the notification dispatcher: the device's keys are read when sending (a
 * device unsubscribed meanwhile gets nothing), a device its push service calls gone is
 * forgotten, and one that takes a push is noted as working.
 */
export function pushChannel(db: Knex, clock: Clock, sender: PushSender) {
  /** Sends one notification row's push; `rowId` is its topic, so a resent row replaces an undelivered one. */
  return async function deliver(endpoint: string, message: PushMessage, rowId: number): Promise<void> {
    const device = await deviceOf(db, endpoint);
    if (!device) throw new FinalFailure('push not sent: the device unsubscribed');
    try {
      await sender.send(device, message, clock.now(), `n${rowId}`);
    } catch (err) {
      if (err instanceof PushGone) {
        await forgetEndpoint(db, endpoint);
        await cancelQueuedPushes(db, endpoint, 'all');
      }
      throw err;
    }
    // Sent: a failure to note it must not make the row look unsent (it would go twice).
    await markWorked(db, endpoint, clock.now()).catch(() => undefined);
  };
}
