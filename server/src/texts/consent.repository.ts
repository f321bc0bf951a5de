import type { Knex } from 'knex';
import type { SmsConsentState } from '@shop/shared/texts/texts.schema';

export type ConsentSource = 'keyword' | 'booking_form' | 'staff';

export interface ConsentRow {
  phone: string;
  state: Exclude<SmsConsentState, 'unknown'>;
  source: ConsentSource;
  wording: string | null;
  updated_at: string;
}

export async function consentOf(db: Knex, phone: string): Promise<ConsentRow | undefined> {
  return (await db('sms_consents').where({ phone }).first()) as ConsentRow | undefined;
}

export async function hasOptedOut(db: Knex, phone: string): Promise<boolean> {
  return (await db('sms_consents').where({ phone, state: 'opted_out' }).first('phone')) !== undefined;
}

/** The number's consent now: the latest word wins, whatever it was before. */
export async function setConsent(
  trx: Knex,
  c: { phone: string; state: ConsentRow['state']; source: ConsentSource; wording?: string },
  now: Date,
): Promise<void> {
  const row = { ...c, wording: c.wording ?? null, updated_at: now.toISOString() };
  await trx('sms_consents').insert(row).onConflict('phone').merge();
}

/** Texts to the number still waiting in the outbox are withdrawn: after STOP nothing more goes. */
export async function cancelQueuedTexts(trx: Knex, phone: string): Promise<void> {
  await trx('notifications')
    .where({ channel: 'sms', recipient: phone, status: 'queued' })
    .update({ status: 'cancelled' });
}
