import type { Customer } from './customer.schema.ts';

/** A customer's name as lists show it: first and last, whichever she gave. */
export function customerName(c: Pick<Customer, 'first_name' | 'last_name'>): string {
  return [c.first_name, c.last_name].filter((s) => s !== '').join(' ');
}
