import express, { type Request, type Router } from 'express';
import { routeIdSchema } from '@shop/shared/api/id.schema';
import { readMaintenanceRates } from '../maintenance/maintenance-rules.repository.ts';
import {
  readingCreateSchema,
  vehicleMergeSchema,
  vehicleTransferSchema,
  vehicleUpdateSchema,
} from '@shop/shared/vehicles/vehicle.schema';
import type { AppDeps } from '../app-deps.ts';
import { admin, signedIn } from '../appointments/policies.ts';
import { versionedAnswer } from '../http/versioned.ts';
import { writeRoute } from '../http/write-route.ts';
import { editVehicle } from './edit-vehicle.ts';
import { liveVehicle } from './live-vehicle.ts';
import { mergeVehicle } from './merge-vehicle.ts';
import { myVehicles } from './my-vehicles.ts';
import { recordReading } from './record-reading.ts';
import { transferVehicle } from './transfer-vehicle.ts';
import { vehiclePage, type ShopContext } from './vehicle-page.ts';

const id = (req: Request) => routeIdSchema.parse(req.params.id);

/** The car's routes for staff (API.md, "Vehicles and customers"), and a customer's own cars. */
export function vehiclesRouter(deps: AppDeps): Router {
  const r = express.Router();
  const write = (h: Parameters<typeof writeRoute>[1]) => writeRoute(deps, h);
  const shop = async (): Promise<ShopContext> => ({
    timeZone: deps.config.shop.timeZone,
    milesPerDay: (await readMaintenanceRates(deps.db)).default_miles_per_day,
    now: deps.clock.now(),
  });
  const versioned = (status: number, vehicle: { version: number }) =>
    versionedAnswer(status, { success: true, vehicle }, vehicle.version);

  r.get('/admin/vehicles/:id', admin, async (req, res) => {
    res.json({ success: true, ...(await vehiclePage(deps.db, await shop(), id(req))) });
  });
  r.put(
    '/admin/vehicles/:id',
    admin,
    write(async (req, trx) =>
      versioned(200, await editVehicle(trx, deps.clock.now(), id(req), vehicleUpdateSchema.parse(req.body))),
    ),
  );
  r.post(
    '/admin/vehicles/:id/readings',
    admin,
    write(async (req, trx) => {
      const body = readingCreateSchema.parse(req.body);
      // Locked, so a merge cannot move the car's readings from under it and two readings are
      // checked against each other rather than both against the same latest one.
      const vehicle = await liveVehicle(trx, id(req), true);
      return {
        status: 201,
        body: { success: true, reading: await recordReading(trx, deps.clock.now(), vehicle, body) },
      };
    }),
  );
  r.post(
    '/admin/vehicles/:id/merge',
    admin,
    write(async (req, trx) => {
      const { into } = vehicleMergeSchema.parse(req.body);
      return versioned(200, await mergeVehicle(trx, deps.clock.now(), id(req), into));
    }),
  );
  r.post(
    '/admin/vehicles/:id/transfer',
    admin,
    write(async (req, trx) => {
      const { customer_id } = vehicleTransferSchema.parse(req.body);
      return versioned(200, await transferVehicle(trx, deps.clock.now(), id(req), customer_id));
    }),
  );
  r.get('/users/me/vehicles', signedIn, async (req, res) => {
    res.json({ success: true, vehicles: await myVehicles(deps.db, req.user!.id) });
  });
  return r;
}
