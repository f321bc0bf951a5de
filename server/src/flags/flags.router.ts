import express, { type Router } from 'express';
import { flagMessages as m } from '@shop/shared/flags/messages';
import { flagNameSchema, flagUpdateSchema } from '@shop/shared/flags/flags.schema';
import type { AppDeps } from '../app-deps.ts';
import { requireAdmin } from '../auth/session.ts';
import type { FlagRow } from './flags.repository.ts';
import { encodedOnce, sendAnswer } from '../http/json-answer.ts';
import { writeRoute } from '../http/write-route.ts';

export function flagsRouter(deps: AppDeps): Router {
  const r = express.Router();
  const answerOf = encodedOnce((flags: FlagRow[]) => ({ success: true, message: m.fetched, feature_flags: flags }));

  r.get('/', async (_req, res) => {
    sendAnswer(res, answerOf(await deps.flags.list()));
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
