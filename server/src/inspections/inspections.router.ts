import express, { type Request, type RequestHandler, type Router } from 'express';
import { z } from 'zod';
import {
  answerSchema,
  checklistBodySchema,
  clientId,
  itemKey,
  itemUpdateSchema,
  lineCreateSchema,
  lineUpdateSchema,
  photoQuerySchema,
  sendSchema,
  startInspectionSchema,
} from '@shop/shared/inspections/inspection.schema';
import { inspectionMessages as m } from '@shop/shared/inspections/messages';
import { lineFromRecommendationSchema } from '@shop/shared/recommendations/recommendation.schema';
import type { AppDeps } from '../app-deps.ts';
import { admin, tokenOwnerOrAdmin } from '../appointments/policies.ts';
import { AppError } from '../http/app-error.ts';
import { versionedAnswer } from '../http/versioned.ts';
import { writeRoute, type WriteHandler } from '../http/write-route.ts';
import type { EncodedPhoto } from '../photos/photo-codec.ts';
import { shopChecklist } from './checklist.ts';
import { answerEstimate, estimateView } from './customer-estimate.ts';
import { addLine, changeLine, removeLine } from './estimate-lines.ts';
import { inspectionAnswer } from './inspection-change.ts';
import { toInspectionDto } from './inspection-dto.ts';
import { addPhoto, removePhoto } from './inspection-photos.ts';
import { inspectionOfAppointment, saveChecklist, waitingForApproval } from './inspections.repository.ts';
import { readablePhoto } from './photo-access.ts';
import { encodeInLine } from './photo-intake.ts';
import { photoBytes } from './photos.repository.ts';
import { sendInspection } from './send-inspection.ts';
import { startInspection } from './start-inspection.ts';
import { updateInspectionItem } from './update-item.ts';

const appointmentId = (req: Request) => z.coerce.number().int().positive().parse(req.params.id);
const textId = (req: Request, name = 'id') => clientId.parse(req.params[name]);
const versionQuery = z.object({ version: z.coerce.number().int().optional() });

type Write = <P>(h: WriteHandler<P>, prepare?: (req: Request) => Promise<P>) => RequestHandler;

/** Staff on the tablet: start, judge items, photos. */
function inspectionRoutes(r: Router, deps: AppDeps, write: Write): void {
  r.post(
    '/admin/appointments/:id/inspection',
    admin,
    write(async (req, trx) => {
      const body = startInspectionSchema.parse(req.body ?? {});
      const { created, inspection } = await startInspection(trx, deps, appointmentId(req), body.id);
      return inspectionAnswer(created ? 201 : 200, inspection);
    }),
  );
  r.get('/admin/appointments/:id/inspection', admin, async (req, res) => {
    const row = await inspectionOfAppointment(deps.db, appointmentId(req));
    if (!row) throw new AppError(404, 'not_found', m.notStarted);
    const inspection = await toInspectionDto(deps.db, row, deps.config.shop);
    res.json(versionedAnswer(200, { success: true, inspection }, inspection.version).body);
  });
  r.put(
    '/admin/inspections/:id/items/:key',
    admin,
    write(async (req, trx) => {
      const key = itemKey.parse(req.params.key);
      return inspectionAnswer(
        200,
        await updateInspectionItem(trx, deps, textId(req), key, itemUpdateSchema.parse(req.body)),
      );
    }),
  );
  r.post(
    '/admin/inspections/:id/items/:key/photos',
    admin,
    write<EncodedPhoto>(
      async (req, trx, photo) => {
        const q = photoQuerySchema.parse(req.query);
        const target = { id: textId(req), key: itemKey.parse(req.params.key), photoId: q.id };
        const added = await addPhoto(trx, deps, target, photo);
        return inspectionAnswer(201, added.inspection, { photo: added.photo });
      },
      // Decoding is slow and needs no database: done, in its line, before the transaction holds the connection.
      encodeInLine,
    ),
  );
  r.delete(
    '/admin/photos/:id',
    admin,
    write(async (req, trx) =>
      inspectionAnswer(200, await removePhoto(trx, deps, textId(req), versionQuery.parse(req.query).version)),
    ),
  );
  r.get('/photos/:id', async (req, res) => {
    const id = await readablePhoto(deps.db, req, textId(req), deps.config.jwtSecret);
    const photo = await photoBytes(deps.db, id, req.query.size === 'thumb' ? 'thumb' : 'full');
    res.set({ 'Cache-Control': 'private, max-age=86400', 'X-Content-Type-Options': 'nosniff' });
    res.type(photo.mime).send(photo.bytes);
  });
}

/** The estimate's lines and sending it. */
function estimateRoutes(r: Router, deps: AppDeps, write: Write): void {
  r.post(
    '/admin/inspections/:id/lines',
    admin,
    write(async (req, trx) => {
      const fromRecommendation = (req.body as { from_recommendation?: unknown } | undefined)?.from_recommendation;
      const body =
        fromRecommendation === undefined
          ? lineCreateSchema.parse(req.body)
          : lineFromRecommendationSchema.parse(req.body);
      const added = await addLine(trx, deps, textId(req), body);
      return inspectionAnswer(201, added.inspection, { line: added.line });
    }),
  );
  r.put(
    '/admin/estimate-lines/:id',
    admin,
    write(async (req, trx) => {
      const changed = await changeLine(trx, deps, textId(req), lineUpdateSchema.parse(req.body));
      return inspectionAnswer(200, changed.inspection, { line: changed.line });
    }),
  );
  r.delete(
    '/admin/estimate-lines/:id',
    admin,
    write(async (req, trx) =>
      inspectionAnswer(200, await removeLine(trx, deps, textId(req), versionQuery.parse(req.query).version)),
    ),
  );
  r.post(
    '/admin/inspections/:id/send',
    admin,
    write(async (req, trx) =>
      inspectionAnswer(200, await sendInspection(trx, deps, textId(req), sendSchema.parse(req.body ?? {}).version)),
    ),
  );
}

/** The customer's side, by the appointment's token; and the shop's checklist in Settings. */
function customerAndChecklistRoutes(r: Router, deps: AppDeps, write: Write): void {
  const byToken = tokenOwnerOrAdmin(deps.db, deps.config.jwtSecret);
  r.get('/appointments/:id/estimate', byToken, async (req, res) => {
    res.json({ success: true, ...(await estimateView(deps.db, deps, appointmentId(req), req.trackingToken)) });
  });
  r.post(
    '/appointments/:id/estimate/answer',
    byToken,
    write(async (req, trx) => {
      const body = answerSchema.parse(req.body);
      return inspectionAnswer(200, await answerEstimate(trx, deps, appointmentId(req), body, req.trackingToken));
    }),
  );
  r.get('/admin/estimates/waiting', admin, async (_req, res) => {
    res.json({ success: true, waiting: await waitingForApproval(deps.db) });
  });
  r.get('/admin/inspection-checklist', admin, async (_req, res) => {
    res.json({ success: true, checklist: await shopChecklist(deps.db) });
  });
  r.put(
    '/admin/inspection-checklist',
    admin,
    write(async (req, trx) => {
      const { checklist } = checklistBodySchema.parse(req.body);
      await saveChecklist(trx, checklist, deps.clock.now());
      return { status: 200, body: { success: true, checklist } };
    }),
  );
}

/** Inspections and estimates: staff on the tablet, the customer by the appointment's token. */
export function inspectionsRouter(deps: AppDeps): Router {
  const r = express.Router();
  const write: Write = (h, prepare) => writeRoute(deps, h, { prepare });
  inspectionRoutes(r, deps, write);
  estimateRoutes(r, deps, write);
  customerAndChecklistRoutes(r, deps, write);
  return r;
}
