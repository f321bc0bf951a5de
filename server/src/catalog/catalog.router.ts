import express, { type Router } from 'express';
import { shopInfoSchema } from '@shop/shared/shop/shop-config.schema';
import type { AppDeps } from '../app-deps.ts';
import { pingDatabase } from '../db/knex.ts';
import { sendAnswer } from '../http/json-answer.ts';

export function catalogRouter(deps: AppDeps): Router {
  const r = express.Router();
  const shopInfo = shopInfoSchema.parse(deps.config.shop);

  r.get('/services', async (_req, res) => {
    sendAnswer(res, await deps.catalog.listAnswer());
  });

  r.get('/shop', (_req, res) => {
    res.json(shopInfo);
  });

  r.get('/health', async (_req, res) => {
    try {
      await pingDatabase(deps.db);
      res.json({ ok: true, db: true });
    } catch {
      res.status(503).json({ ok: false, db: false });
    }
  });

  return r;
}
