import express, { type Router } from 'express';
import { routeIdSchema } from '@shop/shared/api/id.schema';
import { textsMessages as m } from '@shop/shared/texts/messages';
import {
  textBodySchema,
  threadNoteSchema,
  threadUpdateSchema,
  type ThreadDetail,
} from '@shop/shared/texts/texts.schema';
import type { AppDeps } from '../app-deps.ts';
import { requireAdmin } from '../auth/session.ts';
import { AppError } from '../http/app-error.ts';
import { writeRoute } from '../http/write-route.ts';
import { consentOf } from './consent.repository.ts';
import { insertNote, messagesOf, notesOf } from './messages.repository.ts';
import { mediaOf, mediumBytes } from './media.repository.ts';
import { recordStaffConsent } from './record-consent.ts';
import { sendStaffText } from './send-staff-text.ts';
import { whySmsUnavailable } from './sms-availability.ts';
import { nextAppointmentOf, openEstimateOf } from './thread-context.repository.ts';
import { toConsentDto, toMessageDto, toNoteDto, toThreadDto } from './thread-dto.ts';
import {
  customerExists,
  findThread,
  isStaff,
  listThreads,
  markThreadRead,
  updateThread,
  type ThreadRow,
} from './threads.repository.ts';
import type { Knex } from 'knex';

/** Where a text's kept photo is served to staff (`?size=thumb` for its thumbnail). */
const MEDIA_PATH = '/api/admin/messages/media';

async function threadOr404(db: Knex, rawId: unknown): Promise<ThreadRow> {
  const thread = await findThread(db, routeIdSchema.parse(rawId));
  if (!thread) throw new AppError(404, 'not_found', m.threadNotFound);
  return thread;
}

/** A thread with its texts, notes, consent and the customer's open appointment and estimate. */
async function detailOf(deps: AppDeps, t: ThreadRow): Promise<ThreadDetail> {
  const { db } = deps;
  const [rows, notes, consent] = await Promise.all([messagesOf(db, t.id), notesOf(db, t.id), consentOf(db, t.phone)]);
  const media = await mediaOf(
    db,
    rows.map((r) => Number(r.id)),
  );
  const customerId = t.customer_id === null ? null : Number(t.customer_id);
  const [next, estimate] =
    customerId === null
      ? [undefined, null]
      : await Promise.all([nextAppointmentOf(db, customerId, deps.shopClock.today()), openEstimateOf(db, customerId)]);
  return {
    thread: {
      ...toThreadDto(t),
      consent: toConsentDto(consent),
      can_send: whySmsUnavailable(deps.config) === null,
      links: { appointment_id: next ? Number(next.id) : null, estimate_appointment_id: estimate },
    },
    messages: rows.map((r) =>
      toMessageDto(
        r,
        media
          .filter((x) => x.message_id === Number(r.id))
          .map((x) => ({ url: x.stored ? `${MEDIA_PATH}/${x.id}` : x.url })),
      ),
    ),
    notes: notes.map(toNoteDto),
  };
}

/** /api/admin/messages: the inbox of two-way texts (API.md, "Two-way texts"). */
export function adminTextsRouter(deps: AppDeps): Router {
  const r = express.Router();
  r.use(requireAdmin);
  r.get('/', async (_req, res) => {
    res.json({ threads: (await listThreads(deps.db)).map(toThreadDto) });
  });
  r.get('/media/:id', async (req, res) => {
    const size = req.query.size === 'thumb' ? 'thumb' : 'full';
    const medium = await mediumBytes(deps.db, routeIdSchema.parse(req.params.id), size);
    if (!medium) throw new AppError(404, 'not_found', m.mediaNotFound);
    res.type(medium.mime).send(medium.bytes);
  });
  r.get('/:thread', async (req, res) => {
    res.json(await detailOf(deps, await threadOr404(deps.db, req.params.thread)));
  });
  r.post(
    '/:thread',
    writeRoute(deps, async (req, trx) => {
      const thread = await threadOr404(trx, req.params.thread);
      const { body } = textBodySchema.parse(req.body);
      const message = await sendStaffText(trx, deps, { thread, body, authorId: req.user!.id });
      return { status: 201, body: { message } };
    }),
  );
  r.post(
    '/:thread/notes',
    writeRoute(deps, async (req, trx) => {
      const thread = await threadOr404(trx, req.params.thread);
      const { body } = threadNoteSchema.parse(req.body);
      const id = await insertNote(trx, { threadId: thread.id, body, authorId: req.user!.id }, deps.clock.now());
      const note = (await notesOf(trx, thread.id)).find((n) => Number(n.id) === id)!;
      return { status: 201, body: { note: toNoteDto(note) } };
    }),
  );
  r.put(
    '/:thread',
    writeRoute(deps, async (req, trx) => {
      const thread = await threadOr404(trx, req.params.thread);
      const change = threadUpdateSchema.parse(req.body);
      if (change.customer_id !== undefined && !(await customerExists(trx, change.customer_id)))
        throw new AppError(422, 'invalid_request', m.customerNotFound);
      if (typeof change.assigned_to === 'number' && !(await isStaff(trx, change.assigned_to)))
        throw new AppError(422, 'invalid_request', m.staffNotFound);
      const { read, sms_consent, ...fields } = change;
      // First, so a refused consent (after STOP) leaves the rest of the change unmade too.
      if (sms_consent === 'agreed') await recordStaffConsent(trx, thread.phone, req.user!.id, deps.clock.now());
      await updateThread(trx, thread.id, fields);
      if (read) await markThreadRead(trx, thread.id, deps.clock.now());
      return { status: 200, body: { thread: toThreadDto((await findThread(trx, thread.id))!) } };
    }),
  );
  return r;
}
