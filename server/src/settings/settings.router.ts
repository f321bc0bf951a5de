import express, { type Router } from 'express';
import { adminSettingsSchema } from '@shop/shared/settings/settings.schema';
import type { AppDeps } from '../app-deps.ts';
import { requireAdmin } from '../auth/session.ts';
import { writeRoute } from '../http/write-route.ts';

/** /api/admin/settings: staff settings; every route needs an admin. */
export function settingsRouter(deps: AppDeps): Router {
  const r = express.Router();
  r.use(requireAdmin);

  r.get('/', async (_req, res) => {
    res.json({ success: true, settings: await deps.settings.get() });
  });

  r.put(
    '/',
    writeRoute(deps, async (req, trx) => {
      const settings = adminSettingsSchema.parse(req.body);
      await deps.settings.save(trx, settings, deps.clock.now());
      return { status: 200, body: { success: true, settings } };
    }),
  );

  return r;
}
