import type { Knex } from 'knex';
import type { SmsKeyword } from '@shop/shared/texts/keywords';
import { textsMessages as m } from '@shop/shared/texts/messages';
import { toDisplayMoment } from '@shop/shared/time/time-format';
import { mailOrigin, type AppDeps } from '../app-deps.ts';
import { confirmAttendance } from '../appointments/confirm-attendance.ts';
import { manageUrl } from '../appointments/change-mail.ts';
import { AppError } from '../http/app-error.ts';
import { cancelQueuedTexts, hasOptedOut, setConsent } from './consent.repository.ts';
import { nextAppointmentOf } from './thread-context.repository.ts';

/**
 * What a keyword does, in the inbound text's transaction, and the text that answers it (null: no
 * answer). STOP takes effect before anything else: its one confirmation is the last text the
 * number gets, so a STOP from a number already opted out answers nothing. After STOP, C and R still act but answer nothing; HELP always answers.
 */
export async function answerKeyword(
  trx: Knex,
  deps: AppDeps,
  k: { keyword: SmsKeyword; phone: string; customerId: number | null },
): Promise<string | null> {
  const now = deps.clock.now();
  const { name: shop, phone: shopPhone } = deps.config.shop;
  if (k.keyword === 'stop') {
    // Carriers allow one confirmation: a number already opted out is not texted again.
    const already = await hasOptedOut(trx, k.phone);
    await setConsent(trx, { phone: k.phone, state: 'opted_out', source: 'keyword' }, now);
    await cancelQueuedTexts(trx, k.phone);
    return already ? null : m.stopped(shop);
  }
  if (k.keyword === 'start') {
    await setConsent(trx, { phone: k.phone, state: 'opted_in', source: 'keyword' }, now);
    return m.started(shop);
  }
  if (k.keyword === 'help') return m.help(shop, shopPhone);
  const answer = await appointmentAnswer(trx, deps, k.keyword, k.customerId);
  return (await hasOptedOut(trx, k.phone)) ? null : answer;
}

/** C confirms the customer's next appointment as "I'll be there" does; R sends its manage link. */
async function appointmentAnswer(
  trx: Knex,
  deps: AppDeps,
  keyword: 'confirm' | 'reschedule',
  customerId: number | null,
): Promise<string> {
  const { name: shop, phone: shopPhone } = deps.config.shop;
  const next = customerId === null ? undefined : await nextAppointmentOf(trx, customerId, deps.shopClock.today());
  if (!next) return m.noAppointment(shop, shopPhone);
  const when = toDisplayMoment(next.date, next.start_time);
  if (keyword === 'reschedule')
    return m.manageLink(shop, when, manageUrl(mailOrigin(deps), deps.config.jwtSecret, next.id, true));
  try {
    await confirmAttendance(trx, deps, next.id);
    return m.confirmed(shop, when);
  } catch (err) {
    // A pending booking waits for staff: the customer is told to call rather than left unanswered.
    if (err instanceof AppError && err.status === 409) return m.cannotConfirm(shop, shopPhone);
    throw err;
  }
}
