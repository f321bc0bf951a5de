import express, { type Router } from 'express';
import type { AppDeps } from '../app-deps.ts';
import { VinDecoder } from './vin-decode.service.ts';

/** GET /api/vin/{vin}: anyone may decode a VIN (no personal data; the booking wizard asks it). */
export function vinRouter(deps: Pick<AppDeps, 'config' | 'shopClock'>): Router {
  const r = express.Router();
  const decoder = new VinDecoder(deps.config.vpicDb, deps.config.dataDir, () =>
    Number(deps.shopClock.today().slice(0, 4)),
  );
  r.get('/vin/:vin', async (req, res) => {
    res.json(await decoder.decode(req.params.vin));
  });
  return r;
}
