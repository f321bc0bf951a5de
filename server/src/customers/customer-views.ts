import type { Knex } from 'knex';
import { customerName, type CustomerDetail, type CustomerHit } from '@shop/shared/customers/customer.schema';
import { vehicleErrors } from '@shop/shared/vehicles/messages';
import { vehicleLabel } from '@shop/shared/vehicles/vehicle.schema';
import { AppError } from '../http/app-error.ts';
import { toVehicleDto, vehiclesOfCustomer } from '../vehicles/vehicles.repository.ts';
import { searchCustomers, vehiclesOfCustomers } from './customer-search.repository.ts';
import { visitsWhere } from '../vehicles/vehicle-story.repository.ts';
import { findCustomerById, toCustomerDto } from './customers.repository.ts';

/** GET /api/admin/customers?q=: the customers matching, each with her cars as labels. */
export async function customerHits(db: Knex, term: string): Promise<CustomerHit[]> {
  const customers = await searchCustomers(db, term);
  const cars = await vehiclesOfCustomers(
    db,
    customers.map((c) => Number(c.id)),
  );
  return customers.map((c) => ({
    id: Number(c.id),
    name: customerName(c),
    email: c.email,
    phone: c.phone,
    vehicles: cars
      .filter((v) => Number(v.customer_id) === Number(c.id))
      .map((v) => ({ id: Number(v.id), label: vehicleLabel(v) })),
  }));
}

/** GET /api/admin/customers/{id}: her record, her cars and her visits (latest first); 404 when unknown. */
export async function customerDetail(db: Knex, id: number): Promise<CustomerDetail> {
  const row = await findCustomerById(db, id);
  if (!row) throw new AppError(404, 'not_found', vehicleErrors.unknownCustomer);
  const visits = new Map<number, CustomerDetail['appointments'][number]>();
  for (const v of await visitsWhere(db, 'a.customer_id', [id])) {
    const visit = visits.get(Number(v.id)) ?? {
      id: Number(v.id),
      date: v.date,
      start_time: v.start_time,
      status: v.status,
      vehicle_id: v.vehicle_id === null ? null : Number(v.vehicle_id),
      services: [],
    };
    if (v.service !== null) visit.services.push(v.service);
    visits.set(visit.id, visit);
  }
  return {
    customer: toCustomerDto(row),
    vehicles: (await vehiclesOfCustomer(db, id)).map(toVehicleDto),
    appointments: [...visits.values()],
  };
}
