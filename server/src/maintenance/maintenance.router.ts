import express, { type Request, type Router } from 'express';
import { routeIdSchema } from '@shop/shared/api/id.schema';
import { customerReadingSchema } from '@shop/shared/maintenance/car-link.schema';
import { maintenanceSettingsSchema } from '@shop/shared/maintenance/maintenance.schema';
import type { ZodType } from 'zod';
import type { AppDeps } from '../app-deps.ts';
import { admin } from '../appointments/policies.ts';
import { AppError } from '../http/app-error.ts';
import { writeRoute } from '../http/write-route.ts';
import { customerReading, vehiclePrefill } from './car-link.ts';
import { readMaintenanceSettings } from './maintenance-rules.repository.ts';
import { saveMaintenanceSettings } from './save-maintenance-settings.ts';

const id = (req: Request) => routeIdSchema.parse(req.params.id);

/** A body that does not fit its schema: 422 with every field's message, before anything is written. */
export function parseOr422<T>(schema: ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  throw new AppError(422, 'invalid_request', issues[0]!.message, { issues });
}

/** The maintenance rules for staff, and what a reminder's link opens for the car's owner. */
export function maintenanceRouter(deps: AppDeps): Router {
  const r = express.Router();
  r.get('/admin/maintenance-rules', admin, async (_req, res) => {
    res.json({ success: true, ...(await readMaintenanceSettings(deps.db)) });
  });
  r.put(
    '/admin/maintenance-rules',
    admin,
    writeRoute(deps, async (req, trx) => {
      const body = parseOr422(maintenanceSettingsSchema, req.body);
      return { status: 200, body: { success: true, ...(await saveMaintenanceSettings(trx, deps.clock.now(), body)) } };
    }),
  );
  r.get('/vehicles/:id/prefill', async (req, res) => {
    res.json({ success: true, ...(await vehiclePrefill(deps.db, deps, id(req), req.query.t)) });
  });
  r.post(
    '/vehicles/:id/readings',
    writeRoute(deps, async (req, trx) => {
      const body = parseOr422(customerReadingSchema, req.body);
      return {
        status: 201,
        body: { success: true, ...(await customerReading(trx, deps, id(req), req.query.t, body)) },
      };
    }),
  );
  return r;
}
