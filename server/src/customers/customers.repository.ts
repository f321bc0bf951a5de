import type { Knex } from 'knex';
import type { Customer } from '@shop/shared/customers/customer.schema';
import { keepOrTake } from '../db/dialect.ts';

export interface CustomerRow {
  id: number;
  user_id: number | null;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  phone_digits: string;
  /**
   * The phone in E.164 read in the shop's country (null when it cannot be read as one), kept with
   * the phone wherever a customer is written: how an inbound text finds her.
   */
  phone_e164: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

export type NewCustomer = Pick<
  CustomerRow,
  'user_id' | 'email' | 'first_name' | 'last_name' | 'phone' | 'phone_digits' | 'phone_e164'
>;

export const toCustomerDto = (r: CustomerRow): Customer => ({
  id: Number(r.id),
  user_id: r.user_id === null ? null : Number(r.user_id),
  first_name: r.first_name,
  last_name: r.last_name,
  email: r.email,
  phone: r.phone,
  created_at: r.created_at,
});

export function findCustomerById(db: Knex, id: number): Promise<CustomerRow | undefined> {
  return db<CustomerRow>('customers').where({ id }).first();
}

/** The customer of a user, or of an email (lower-cased): at most one of each, in one statement. */
export function customersOfUserOrEmail(db: Knex, userId: number | null, email: string): Promise<CustomerRow[]> {
  return db<CustomerRow>('customers')
    .where({ email: email.toLowerCase() })
    .modify((q) => {
      if (userId !== null) q.orWhere({ user_id: userId });
    })
    .select('*');
}

/**
 * Makes a customer in one statement. The account is `userId`, else whichever user has the email;
 * the email is the one given, else the account's. When the email's customer exists already (made
 * meanwhile, or from a request before the account), that row answers, given to the account if it
 * had none.
 */
export async function upsertCustomer(
  db: Knex,
  c: Omit<NewCustomer, 'user_id' | 'email'> & { userId: number | null; email: string | null },
  now: Date,
): Promise<CustomerRow> {
  const at = now.toISOString();
  const { userId, email, ...fields } = c;
  const [row] = (await db('customers')
    .insert({
      ...fields,
      user_id: userId ?? db('users').where({ email }).select('id'),
      email: email ?? db('users').where({ id: userId }).select('email'),
      created_at: at,
      updated_at: at,
    })
    .onConflict('email')
    .merge({ user_id: keepOrTake(db, 'customers', 'user_id') })
    .returning('*')) as CustomerRow[];
  return row!;
}
