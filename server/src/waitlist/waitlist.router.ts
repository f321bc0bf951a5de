import express, { type Request, type Router } from 'express';
import { z } from 'zod';
import { routeIdSchema } from '@shop/shared/api/id.schema';
import { waitlistMessages as m } from '@shop/shared/waitlist/messages';
import { joinWaitlistSchema, startTimeSchema } from '@shop/shared/waitlist/waitlist.schema';
import type { AppDeps } from '../app-deps.ts';
import { bookedAnswer } from '../appointments/appointment-dto.ts';
import { assertOffered, assertOpenNow } from '../appointments/capacity.ts';
import { admin, anyone, type Policy } from '../appointments/policies.ts';
import { AppError } from '../http/app-error.ts';
import { writeRoute, type WriteHandler } from '../http/write-route.ts';
import { claimOffer, leaveWaitlist } from './claim-offer.ts';
import { joinWaitlist } from './join-waitlist.ts';
import { holdFor, serviceIdsOfEntry } from './offer-times.ts';
import { countsByDay, entriesOfDay, findEntry, liveHoldsBetween } from './waitlist.repository.ts';
import { waitlistTokenMatches } from './waitlist-token.ts';
import { heldTimesOf, viewsOf } from './waitlist-view.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-03-09');
const daysQuery = z.object({ from: day, to: day });
const id = (req: Request) => routeIdSchema.parse(req.params.id);

/** The entry's token holder; anyone else gets the 404 of an unknown id. */
export const tokenHolder =
  (secret: string): Policy =>
  (req, _res, next) => {
    const entry = routeIdSchema.safeParse(req.params.id);
    if (!entry.success || !waitlistTokenMatches(secret, entry.data, req.query.t))
      throw new AppError(404, 'not_found', m.notFound);
    next();
  };

/** The waitlist's routes: joining, the entry's page, taking an offer, leaving; staff's list and counts. */
export function waitlistRouter(deps: AppDeps): Router {
  const r = express.Router();
  const write = (h: WriteHandler) => writeRoute(deps, h);
  const holder = tokenHolder(deps.config.jwtSecret);
  const entryAnswer = async (entryId: number) => {
    const row = await findEntry(deps.db, entryId);
    if (!row) throw new AppError(404, 'not_found', m.notFound);
    return { success: true, entry: (await viewsOf(deps.db, [row]))[0] };
  };

  r.post(
    '/waitlist',
    anyone,
    write(async (req, trx) => ({
      status: 201,
      body: await joinWaitlist(trx, deps, joinWaitlistSchema.parse(req.body), req.ip ?? 'unknown'),
    })),
  );
  r.get('/waitlist/:id', holder, async (req, res) => {
    res.json(await entryAnswer(id(req)));
  });
  r.delete(
    '/waitlist/:id',
    holder,
    write(async (req, trx) => {
      await leaveWaitlist(trx, deps, id(req), 'left');
      return { status: 200, body: { success: true, message: m.left } };
    }),
  );
  r.post(
    '/waitlist/:id/claim',
    holder,
    write(async (req, trx) => {
      const { appointment, token } = await claimOffer(trx, deps, id(req), startTimeSchema.parse(req.body).start_time);
      return bookedAnswer(req.user, { appointment, token });
    }),
  );

  staffRoutes(r, deps, write);
  return r;
}

/** Staff's side: a day's list, the counts and held times the calendar shows, an offer by hand, a removal. */
function staffRoutes(r: Router, deps: AppDeps, write: (h: WriteHandler) => ReturnType<typeof writeRoute>): void {
  r.get('/admin/waitlist', admin, async (req, res) => {
    const date = day.parse(req.query.date);
    res.json({ success: true, entries: await viewsOf(deps.db, await entriesOfDay(deps.db, date)) });
  });
  r.get('/admin/waitlist/counts', admin, async (req, res) => {
    const q = daysQuery.parse(req.query);
    res.json({ success: true, counts: await countsByDay(deps.db, q.from, q.to) });
  });
  r.get('/admin/waitlist/holds', admin, async (req, res) => {
    const q = daysQuery.parse(req.query);
    res.json({ success: true, holds: heldTimesOf(await liveHoldsBetween(deps.db, q.from, q.to)) });
  });
  r.post(
    '/admin/waitlist/:id/offer',
    admin,
    write(async (req, trx) => {
      const start = startTimeSchema.parse(req.body).start_time;
      const entry = await findEntry(trx, id(req));
      if (!entry) throw new AppError(404, 'not_found', m.notFound);
      if (entry.status !== 'waiting') throw new AppError(409, 'conflict', m.staffNotWaiting);
      const target = { date: entry.date, start, type: entry.slot_type, serviceIds: serviceIdsOfEntry(entry) };
      assertOffered(target, deps);
      assertOpenNow(target, deps);
      const held = await holdFor(trx, deps, entry, start);
      if (held === 'full' || held === 'not_waiting') throw new AppError(409, 'slot_unavailable', m.staffOfferTaken);
      return {
        status: 201,
        body: { success: true, entry: (await viewsOf(trx, [(await findEntry(trx, entry.id))!]))[0] },
      };
    }),
  );
  r.delete(
    '/admin/waitlist/:id',
    admin,
    write(async (req, trx) => {
      await leaveWaitlist(trx, deps, id(req), 'removed');
      return { status: 200, body: { success: true } };
    }),
  );
}
