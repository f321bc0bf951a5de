import express, { type Router } from 'express';
import { vehicleCreateSchema } from '@shop/shared/vehicles/vehicle.schema';
import type { AppDeps } from '../app-deps.ts';
import { admin } from '../appointments/policies.ts';
import { writeRoute } from '../http/write-route.ts';
import { addVehicle } from './add-vehicle.ts';

/** POST /api/admin/vehicles: staff add a car to a customer (201 `{vehicle}`). */
export function addVehicleRouter(deps: AppDeps): Router {
  const r = express.Router();
  r.post(
    '/admin/vehicles',
    admin,
    writeRoute(deps, async (req, trx) => {
      const vehicle = await addVehicle(trx, vehicleCreateSchema.parse(req.body), deps.clock.now());
      return { status: 201, body: { success: true, vehicle } };
    }),
  );
  return r;
}
