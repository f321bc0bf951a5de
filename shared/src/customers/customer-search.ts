import { phoneQueryDigits } from '../appointments/phone-search.ts';
import { plateKey, vinText } from '../vehicles/vehicle-keys.ts';

/** What one customer search looks at: her name, email and phone digits, her cars' plate and VIN keys. */
export interface SearchableCustomer {
  first_name: string;
  last_name: string;
  email: string;
  phone_digits: string;
  vehicles: { plate_key: string; vin: string | null }[];
}

/** The needles of a term: as typed (lower-case) for name and email, digits for phones, keys for plates and VINs. */
export function customerSearchNeedles(term: string): {
  text: string;
  phoneDigits: string | null;
  plate: string;
  vin: string | null;
} {
  const t = term.trim();
  return { text: t.toLowerCase(), phoneDigits: phoneQueryDigits(t), plate: plateKey(t), vin: vinText(t) };
}

/**
 * GET /api/admin/customers?q=: true when the term is in her name ("first last"), her email, her
 * phone's digits (a phone query only), or a plate or VIN of one of her cars (compared as keys, so
 * spacing and case do not matter). An empty term matches everyone. The SQL says the same.
 */
export function customerMatches(c: SearchableCustomer, term: string): boolean {
  const n = customerSearchNeedles(term);
  if (n.text === '') return true;
  const name = `${c.first_name} ${c.last_name}`.toLowerCase();
  if (name.includes(n.text) || c.email.toLowerCase().includes(n.text)) return true;
  if (n.phoneDigits !== null && c.phone_digits.includes(n.phoneDigits)) return true;
  return c.vehicles.some(
    (v) => (n.plate !== '' && v.plate_key.includes(n.plate)) || (n.vin !== null && (v.vin ?? '').includes(n.vin)),
  );
}
