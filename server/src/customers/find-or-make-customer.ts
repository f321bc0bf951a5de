import type { Knex } from 'knex';
import { phoneDigits } from '@shop/shared/appointments/phone-search';
import { phoneE164, type PhoneCountry } from '@shop/shared/texts/phone-e164';
import { customersOfUserOrEmail, upsertCustomer, type CustomerRow } from './customers.repository.ts';

export interface CustomerInput {
  /** The account the row belongs to: a signed-in customer, or a booking's (guest) user. */
  userId: number | null;
  /** The email typed; for a signed-in customer the account's email is hers instead. */
  email: string;
  /** True when `email` is the account's own (a guest booking's user is made from it). */
  emailIsAccount: boolean;
  first_name: string;
  last_name: string;
  phone: string;
  /** The shop's country (SHOP_COUNTRY), which a phone written without `+` is read in. */
  phoneCountry: PhoneCountry;
}

/**
 * The customer a write is for: the account's, else the email's; made when none is found. One
 * lookup, and one upsert when new (which also gives an email's customer to the account that now
 * has that email). `isNew` says she can have no car yet, so the car needs no lookup either.
 */
export async function findOrMakeCustomer(
  trx: Knex,
  c: CustomerInput,
  now: Date,
): Promise<{ customer: CustomerRow; isNew: boolean }> {
  const email = c.email.trim().toLowerCase();
  const found = await customersOfUserOrEmail(trx, c.userId, email);
  const mine =
    c.userId !== null
      ? found.find((r) => r.user_id !== null && Number(r.user_id) === c.userId)
      : found.find((r) => r.email === email);
  if (mine) return { customer: mine, isNew: false };
  const customer = await upsertCustomer(
    trx,
    {
      userId: c.userId,
      email: c.userId === null || c.emailIsAccount ? email : null,
      first_name: c.first_name,
      last_name: c.last_name,
      phone: c.phone,
      phone_digits: phoneDigits(c.phone),
      phone_e164: phoneE164(c.phone, c.phoneCountry),
    },
    now,
  );
  return { customer, isNew: customer.created_at === now.toISOString() && found.length === 0 };
}
