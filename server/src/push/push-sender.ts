import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import type { PushPayload } from '@shop/shared/push/push.schema';
import { FinalFailure } from '../jobs/due-rows.ts';
import { publicOnlyLookup, refusalOf } from './endpoint-policy.ts';
import type { PushConfig } from './push-config.ts';
import type { PushDevice } from './push.repository.ts';

/** What a push notification row carries: what to show, until when it is worth showing, how urgent. */
export interface PushMessage {
  payload: PushPayload;
  expiresAt: string;
  urgency: 'normal' | 'high';
}

/** The push service says the subscription is gone (404/410): forget the device. */
export class PushGone extends FinalFailure {}

export interface PushSender {
  /** `topic` names the push: a push service keeps only the newest undelivered one of a topic (RFC 8030 5.4). */
  send(device: PushDevice, message: PushMessage, now: Date, topic: string): Promise<void>;
}

/** The whole exchange with a push service, connecting included: a slow one holds a sending lane no longer. */
const DEADLINE_MS = 5_000;

/**
 * Sends one push: encrypted (RFC 8291, aes128gcm) and signed (VAPID, RFC 8292) by `web-push`,
 * posted by us so the address is checked when connecting: the endpoint's origin again against
 * the policy, and without PUSH_ENDPOINTS every address its name resolves to must be public.
 * 429 and 5xx are tried again later; 404/410 mean the device is gone; other refusals are final.
 */
export function createPushSender(config: PushConfig): PushSender {
  return {
    async send(device, message, now, topic) {
      const refusal = refusalOf(device.endpoint, config.endpoints);
      if (refusal) throw new FinalFailure(`push refused: ${refusal}`);
      const ttl = Math.floor((new Date(message.expiresAt).getTime() - now.getTime()) / 1000);
      if (ttl <= 0) throw new FinalFailure('push not sent: its news is out of date');
      const details = webpush.generateRequestDetails(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        JSON.stringify(message.payload),
        { vapidDetails: config.vapid, TTL: ttl, urgency: message.urgency, topic, contentEncoding: 'aes128gcm' },
      );
      const status = await post(details.endpoint, details.headers, details.body, config.endpoints === null);
      if (status === 404 || status === 410) throw new PushGone(`push service answered ${status}: device forgotten`);
      if (status === 429 || status >= 500) throw new Error(`push service answered ${status}`);
      if (status < 200 || status > 299) throw new FinalFailure(`push service refused the push (${status})`);
    },
  };
}

/** One POST; resolves with the status. `publicOnly` checks the addresses the name resolves to. */
function post(endpoint: string, headers: Record<string, string | number>, body: Buffer, publicOnly: boolean) {
  const url = new URL(endpoint);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<number>((resolve, reject) => {
    const req = client.request(
      url,
      { method: 'POST', headers, ...(publicOnly ? { lookup: publicOnlyLookup } : {}) },
      (res) => {
        // The status is all we need: whatever body follows is not waited for.
        clearTimeout(deadline);
        resolve(res.statusCode ?? 0);
        res.destroy();
      },
    );
    const deadline = setTimeout(
      () => req.destroy(new Error(`push service did not answer within ${DEADLINE_MS / 1000} s`)),
      DEADLINE_MS,
    );
    req.on('error', (err: Error & { code?: string }) => {
      clearTimeout(deadline);
      reject(err.code === 'EPUSHREFUSED' ? new FinalFailure(`push refused: ${err.message}`) : err);
    });
    req.end(body);
  });
}
