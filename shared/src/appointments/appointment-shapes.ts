/** The customer and vehicle of an appointment in one shape, whatever shape the record had. */
export interface NormalizedParty {
  customer: { firstName: string; lastName: string; name: string; email: string; phone: string; isGhost: boolean };
  vehicle: { make: string; model: string; year: string; vin: string; license: string };
}

type Loose = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const obj = (v: unknown): Loose | null => (v && typeof v === 'object' ? (v as Loose) : null);

/** Splits a full name on the first space (admin spec 2). */
export function splitFullName(name: string): { first_name: string; last_name: string } {
  const t = name.trim();
  const i = t.indexOf(' ');
  return i < 0 ? { first_name: t, last_name: '' } : { first_name: t.slice(0, i), last_name: t.slice(i + 1).trim() };
}

/**
 * Reads the customer from a nested user {name, email, phone}, a nested customer {first_name,
 * last_name, email, phone} or flat fields; the vehicle from a nested vehicle {make, model, year,
 * vin, license} or flat vehicle_make, vehicle_model, vehicle_year, vin, license_plate.
 */
export function normalizeParty(record: Loose): NormalizedParty {
  const user = obj(record.user);
  const customer = obj(record.customer);
  let firstName: string;
  let lastName: string;
  if (customer && (customer.first_name !== undefined || customer.last_name !== undefined)) {
    firstName = str(customer.first_name);
    lastName = str(customer.last_name);
  } else if (user?.name !== undefined) {
    ({ first_name: firstName, last_name: lastName } = splitFullName(str(user.name)));
  } else {
    firstName = str(record.first_name);
    lastName = str(record.last_name);
  }
  const contact = customer ?? user ?? record;
  const vehicle = obj(record.vehicle);
  return {
    customer: {
      firstName,
      lastName,
      name: `${firstName} ${lastName}`.trim(),
      email: str(contact.email ?? record.email),
      phone: str(contact.phone ?? record.phone),
      isGhost: Boolean(user?.is_ghost ?? record.is_ghost),
    },
    vehicle: vehicle
      ? {
          make: str(vehicle.make),
          model: str(vehicle.model),
          year: str(vehicle.year),
          vin: str(vehicle.vin),
          license: str(vehicle.license),
        }
      : {
          make: str(record.vehicle_make),
          model: str(record.vehicle_model),
          year: str(record.vehicle_year),
          vin: str(record.vin),
          license: str(record.license_plate),
        },
  };
}
