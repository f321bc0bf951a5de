import type { Knex } from 'knex';
import type { SmsConsentState } from '@shop/shared/texts/texts.schema';

export type ConsentSource = 'keyword' | 'booking_form' | 'staff';

export interface ConsentRow {
  phone: string;
  state: Exclude<SmsConsentState, 'unknown'>;
  source: ConsentSource;
  wording: string | null;
  /** The staff member who recorded it, for source 'staff'. */
  recorded_by: number | null;
  updated_at: string;
}

/** A consent as the thread shows it: with the name of whoever recorded it, if staff did. */
export interface ConsentView extends ConsentRow {
  recorder_first: string | null;
  recorder_last: string | null;
  recorder_email: string | null;
}

export async function consentOf(db: Knex, phone: string): Promise<ConsentView | undefined> {
  return (await db('sms_consents as c')
    .leftJoin('users as u', 'u.id', 'c.recorded_by')
    .where('c.phone', phone)
    .first('c.*', 'u.first_name as recorder_first', 'u.last_name as recorder_last', 'u.email as recorder_email')) as
    ConsentView | undefined;
}

export async function hasOptedOut(db: Knex, phone: string): Promise<boolean> {
  return (await db('sms_consents').where({ phone, state: 'opted_out' }).first('phone')) !== undefined;
}

/** The number's consent now: the latest word wins, whatever it was before. */
export async function setConsent(trx: Knex, c: ConsentWrite, now: Date): Promise<void> {
  await trx('sms_consents').insert(consentRow(c, now)).onConflict('phone').merge();
}

type ConsentWrite = {
  phone: string;
  state: ConsentRow['state'];
  source: ConsentSource;
  wording?: string;
  recordedBy?: number;
};

/** Every column, so a later STOP or START does not keep the words or staff of before. */
function consentRow(c: ConsentWrite, now: Date) {
  const { recordedBy, ...fields } = c;
  return { ...fields, wording: c.wording ?? null, recorded_by: recordedBy ?? null, updated_at: now.toISOString() };
}

/**
 * The number agrees to texts, unless it said STOP: one statement, so a STOP committed by another
 * server after the caller looked cannot be overwritten. Answers whether the number is opted in now.
 */
export async function optInUnlessStopped(
  trx: Knex,
  c: { phone: string; source: ConsentSource; wording: string; recordedBy?: number },
  now: Date,
): Promise<boolean> {
  const row = consentRow({ ...c, state: 'opted_in' }, now);
  await trx('sms_consents').insert(row).onConflict('phone').merge().where('sms_consents.state', '<>', 'opted_out');
  return !(await hasOptedOut(trx, c.phone));
}

/**
 * Texts to the number still waiting in the outbox are withdrawn: after STOP nothing more goes but
 * the answers carriers require (an earlier STOP's confirmation, a HELP's answer), which stay.
 */
export async function cancelQueuedTexts(trx: Knex, phone: string): Promise<void> {
  await trx('notifications')
    .where({ channel: 'sms', recipient: phone, status: 'queued' })
    .whereNot('kind', 'carrier_answer')
    .update({ status: 'cancelled' });
}
