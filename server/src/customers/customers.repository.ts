import type { Knex } from 'knex';
import type { Customer } from '@shop/shared/customers/customer.schema';

export interface CustomerRow {
  id: number;
  user_id: number | null;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  phone_digits: string;
  version: number;
  created_at: string;
  updated_at: string;
}

export type NewCustomer = Pick<
  CustomerRow,
  'user_id' | 'email' | 'first_name' | 'last_name' | 'phone' | 'phone_digits'
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
 * Inserts a customer; when another writer made the same email meanwhile, its row answers
 * instead (one statement either way).
 */
export async function insertCustomer(db: Knex, c: NewCustomer, now: Date): Promise<CustomerRow> {
  const at = now.toISOString();
  const [row] = (await db('customers')
    .insert({ ...c, email: c.email.toLowerCase(), created_at: at, updated_at: at })
    .onConflict('email')
    .merge(['email'])
    .returning('*')) as CustomerRow[];
  return row!;
}

/** Gives an email's customer, made before the person had an account, to that account. */
export async function claimCustomer(db: Knex, id: number, userId: number, now: Date): Promise<void> {
  await db('customers').where({ id }).whereNull('user_id').update({ user_id: userId, updated_at: now.toISOString() });
}

/** The email of a user: a signed-in customer's record is made with her account's email. */
export async function userEmail(db: Knex, userId: number): Promise<string | undefined> {
  const row = (await db('users').where({ id: userId }).first('email')) as { email: string } | undefined;
  return row?.email;
}
