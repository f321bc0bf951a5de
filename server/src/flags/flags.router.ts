import express, { type Router } from 'express';
import { flagMessages as m } from '@shop/shared/flags/messages';
import { flagNameSchema, flagUpdateSchema } from '@shop/shared/flags/flags.schema';
import type { AppDeps } from '../app-deps.ts';
import { requireAdmin } from '../auth/session.ts';
import { writeRoute } from '../http/write-route.ts';

export function flagsRouter(deps: AppDeps): Router {
  const r = express.Router();

  r.get('/', async (_req, res) => {
    res.json({ success: true, message: m.fetched, feature_flags: await deps.flags.list() });
  });

  r.put(
    '/:name',
    requireAdmin,
    writeRoute(deps, async (req, trx) => {
      const name = flagNameSchema.parse(req.params.name);
      const { enabled } = flagUpdateSchema.parse(req.body);
      await deps.flags.set(trx, name, enabled, deps.clock.now());
      return { status: 200, body: { success: true, message: m.updated(name, enabled) } };
    }),
  );

  return r;
}
