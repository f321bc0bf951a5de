import express, { type Router } from 'express';
import { routeIdSchema } from '@shop/shared/api/id.schema';
import {
  appointmentRequestSchema,
  requestListQuerySchema,
  requestUpdateSchema,
} from '@shop/shared/requests/request.schema';
import { requestMessages as m } from '@shop/shared/requests/messages';
import type { AppDeps } from '../app-deps.ts';
import { requireAdmin } from '../auth/session.ts';
import { versionedAnswer } from '../http/versioned.ts';
import { writeRoute } from '../http/write-route.ts';
import { listRequests } from './requests.repository.ts';
import { createRequest, toRequestDto, updateRequest } from './requests.service.ts';

/** POST /api/appointment-requests. */
export function requestsRouter(deps: AppDeps): Router {
  const r = express.Router();
  r.post(
    '/',
    writeRoute(deps, async (req, trx) => {
      const body = appointmentRequestSchema.parse(req.body);
      const id = await createRequest(trx, deps, body, req.ip ?? 'unknown');
      return { status: 201, body: { success: true, message: m.success, request_id: id } };
    }),
  );
  return r;
}

/** /api/admin/appointment-requests. */
export function adminRequestsRouter(deps: AppDeps): Router {
  const r = express.Router();
  r.use(requireAdmin);
  r.get('/', async (req, res) => {
    const { status } = requestListQuerySchema.parse(req.query);
    res.json({ requests: (await listRequests(deps.db, status)).map(toRequestDto) });
  });
  r.put(
    '/:id',
    writeRoute(deps, async (req, trx) => {
      const id = routeIdSchema.parse(req.params.id);
      const request = await updateRequest(trx, deps, id, requestUpdateSchema.parse(req.body));
      return versionedAnswer(200, { success: true, request }, request.version);
    }),
  );
  return r;
}
