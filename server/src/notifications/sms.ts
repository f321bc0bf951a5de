import { phoneE164, type PhoneCountry } from '@shop/shared/texts/phone-e164';

/** Twilio's Messages API, when configured. */
export interface SmsConfig {
  accountSid: string;
  authToken: string;
  from: string;
  /** https://api.twilio.com, or a local stub in tests. */
  apiUrl: string;
  /** How long the provider gets to answer (SMS_TIMEOUT_MS): a hung call is a failed try. */
  timeoutMs: number;
}

/** The default SMS_TIMEOUT_MS, and the most it may be: under the notifier's send deadline. */
const SMS_TIMEOUT_MS = { fallback: 10_000, most: 30_000 };

export interface SmsSender {
  /** `signal` (the caller's deadline) cuts the call off too. */
  send(to: string, body: string, signal?: AbortSignal): Promise<void>;
}

/** The SMS settings from the environment; null unless the three Twilio values are all set. */
export function smsConfigFrom(env: NodeJS.ProcessEnv): SmsConfig | null {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = env;
  if (!accountSid || !authToken || !from) return null;
  const timeoutMs = env.SMS_TIMEOUT_MS ? Number(env.SMS_TIMEOUT_MS) : SMS_TIMEOUT_MS.fallback;
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0 || timeoutMs > SMS_TIMEOUT_MS.most)
    throw new Error(
      `SMS_TIMEOUT_MS must be a whole number of ms from 1 to ${SMS_TIMEOUT_MS.most}, got "${env.SMS_TIMEOUT_MS}"`,
    );
  return { accountSid, authToken, from, apiUrl: env.TWILIO_API_URL || 'https://api.twilio.com', timeoutMs };
}

/** A phone number in E.164 as texts are sent to it, read in the shop's country; null is not texted. */
export const toE164 = (phone: string, country: PhoneCountry): string | null => phoneE164(phone, country);

/** Sends through Twilio's Messages API; any answer but 2xx is an error the dispatcher retries. */
export function createSmsSender(c: SmsConfig): SmsSender {
  const auth = Buffer.from(`${c.accountSid}:${c.authToken}`).toString('base64');
  return {
    async send(to, body, signal) {
      const timeout = AbortSignal.timeout(c.timeoutMs);
      const res = await fetch(`${c.apiUrl}/2010-04-01/Accounts/${c.accountSid}/Messages.json`, {
        method: 'POST',
        headers: { authorization: `Basic ${auth}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: to, From: c.from, Body: body }),
        signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
      }).catch((err: unknown) => {
        if (!timeout.aborted) throw err;
        throw new Error(`SMS provider did not answer within ${c.timeoutMs / 1000} s`);
      });
      if (!res.ok) {
        const answer = (await res.json().catch(() => ({}))) as { message?: string };
        throw new Error(`SMS provider answered ${res.status}${answer.message ? `: ${answer.message}` : ''}`);
      }
    },
  };
}
