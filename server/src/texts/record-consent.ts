import type { Knex } from 'knex';
import { textsMessages } from '@shop/shared/texts/messages';
import { phoneE164, type PhoneCountry } from '@shop/shared/texts/phone-e164';
import { AppError } from '../http/app-error.ts';
import { optInUnlessStopped } from './consent.repository.ts';

/**
 * The booking form's consent to texts, kept with the words the customer agreed to. A number that
 * replied STOP stays stopped: only its own START (a text from that phone) turns texts back on,
 * so a box ticked by whoever typed the number cannot override it.
 */
export async function recordFormConsent(trx: Knex, phone: string, country: PhoneCountry, now: Date): Promise<void> {
  const e164 = phoneE164(phone, country);
  if (!e164) return;
  await optInUnlessStopped(
    trx,
    { phone: e164, source: 'booking_form', wording: textsMessages.bookingFormConsent },
    now,
  );
}

/**
 * The customer told staff "yes, text me" (at the counter, on the phone): recorded with the words
 * staff confirmed and who they are. After a STOP it is 409 and nothing changes: carriers require
 * the customer's own START to turn texts back on.
 */
export async function recordStaffConsent(trx: Knex, phone: string, staffId: number, now: Date): Promise<void> {
  const consent = { phone, source: 'staff' as const, wording: textsMessages.staffConsent, recordedBy: staffId };
  if (!(await optInUnlessStopped(trx, consent, now)))
    throw new AppError(409, 'sms_opted_out', textsMessages.consentAfterStop);
}
