import express, { type Router } from 'express';
import { exportFileName } from '@shop/shared/export/export-links';
import { exportQuerySchema } from '@shop/shared/export/export.schema';
import { mailOrigin, type AppDeps } from '../app-deps.ts';
import { admin } from '../appointments/policies.ts';
import { photoPath } from '../inspections/inspection-dto.ts';
import { writeCsvZipExport, writeJsonExport } from './export-stream.ts';

/** GET /api/admin/export: everything the shop keeps, as a download (a shop can leave with it). */
export function exportRouter(deps: AppDeps): Router {
  const r = express.Router();
  r.get('/admin/export', admin, async (req, res) => {
    const { format } = exportQuerySchema.parse(req.query);
    const name = exportFileName(deps.shopClock.today(), format);
    res.status(200);
    res.setHeader('Content-Type', format === 'csv' ? 'application/zip' : 'application/json; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
    res.setHeader('Cache-Control', 'no-store');
    const target = {
      out: res,
      exportedAt: deps.clock.now().toISOString(),
      photoUrl: (id: string) => mailOrigin(deps) + photoPath(id),
    };
    try {
      await (format === 'csv' ? writeCsvZipExport : writeJsonExport)(deps.db, target);
    } catch (err) {
      // The headers are gone: the client sees a cut download rather than a document that looks whole.
      deps.logger.error({ err }, 'export failed');
      res.destroy();
    }
  });
  return r;
}
