import express, { type Router } from 'express';
import { flagMessages as m } from '@shop/shared/flags/messages';
import { flagNameSchema, flagUpdateSchema } from '@shop/shared/flags/flags.schema';
import type { AppDeps } from '../app-deps.ts';
import { requireAdmin } from '../auth/session.ts';
import { writeRoute } from '../http/write-route.ts';

export function flagsRouter(deps: AppDeps): Router {
  const r = express.Router();

  r.get('/', async (_req, res) => {
    const rows = await deps.db('feature_flags').select('name', 'enabled').orderBy('name');
    res.json({ success: true, message: m.fetched, feature_flags: rows.map((f) => ({ name: f.name, enabled: Boolean(f.enabled) })) });
  });

  r.put(
    '/:name',
    requireAdmin,
    writeRoute(deps.db, deps.logger, async (req, trx) => {
      const name = flagNameSchema.parse(req.params.name);
      const { enabled } = flagUpdateSchema.parse(req.body);
      await trx('feature_flags')
        .insert({ name, enabled, updated_at: deps.clock.now().toISOString() })
        .onConflict('name')
        .merge();
      return { status: 200, body: { success: true, message: m.updated(name, enabled) } };
    }),
  );

  return r;
}
