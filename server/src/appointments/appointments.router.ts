import express, { type Request, type RequestHandler, type Router } from 'express';
import { z } from 'zod';
import { routeIdSchema } from '@shop/shared/api/id.schema';
import {
  adminSearchQuerySchema,
  appointmentEditSchema,
  progressEventSchema,
  statusUpdateSchema,
} from '@shop/shared/appointments/appointments.schema';
import {
  adminBookingSchema,
  availableDatesQuerySchema,
  availableSlotsQuerySchema,
  parseIdList,
  wizardBookingSchema,
} from '@shop/shared/bookings/booking.schema';
import type { SlotType } from '@shop/shared/bookings/slot-rules';
import { toShopDate } from '@shop/shared/time/shop-time';
import { mailOrigin, type AppDeps } from '../app-deps.ts';
import { ReadCache } from '../db/read-cache.ts';
import { AppError } from '../http/app-error.ts';
import { sendAnswer, type JsonAnswer } from '../http/json-answer.ts';
import type { Appointment } from '@shop/shared/bookings/booking.schema';
import { versionedAnswer } from '../http/versioned.ts';
import { writeRoute, type WriteHandler } from '../http/write-route.ts';
import { bookedAnswer } from './appointment-dto.ts';
import { datesForMonth, keptAvailability, slotsForDay } from './availability.ts';
import { OCCUPANCY_TABLES } from './occupancy-cache.ts';
import { lastBookableDate } from './capacity.ts';
import { bookFromRequest } from './book-from-request.ts';
import { bookingBatchKeys, draftFromAdmin, draftFromWizard } from './booking-draft.ts';
import { changeStatus } from './change-status.ts';
import { countBooking } from './booking-limits.ts';
import { createBooking } from './create-booking.ts';
import { customerRoutes } from './customer-routes.ts';
import { dashboard } from './dashboard.ts';
import { deleteAppointment } from './delete-appointment.ts';
import { editAppointment } from './edit-appointment.ts';
import { LIST_TABLES, listAppointmentsAnswer } from './list-appointments.ts';
import { admin, anyone } from './policies.ts';
import { addProgressNote } from './progress-note.ts';
import { noShowRoutes } from './no-shows.ts';
import { bookRecommendations } from '../recommendations/book-recommendations.ts';

const versionQuery = z.object({ version: z.coerce.number().int().optional() });
const slotType = (type: 'sameday' | 'dropoff' | undefined): SlotType => type ?? 'hourly';
const withDefault = (ids: number[], fallback: number) => (ids.length > 0 ? ids : [fallback]);

type RouteContext = ReturnType<typeof routeContext>;

function routeContext(deps: AppDeps) {
  const { shop } = deps.config;
  return {
    keptAvailability: new ReadCache<JsonAnswer>(
      deps.writes.of(OCCUPANCY_TABLES),
      { maxEntries: 256, maxAgeMs: 2000 },
      deps.clock,
    ),
    write: (h: WriteHandler) => writeRoute(deps, h),
    shopNow: deps.shopClock.now,
    availability: (type: SlotType, serviceIds: number[]) => ({
      type,
      serviceIds,
      now: deps.clock.now(),
      shop,
      cache: deps.occupancy,
      lastDate: lastBookableDate(deps),
      horizonDays: deps.config.bookingHorizonDays,
    }),
  };
}

function slotsHandler(deps: AppDeps, ctx: RouteContext): RequestHandler {
  return async (req, res) => {
    const q = availableSlotsQuerySchema.parse(req.query);
    const date = toShopDate(q.date, deps.config.shop.timeZone);
    if (!date) throw new AppError(400, 'invalid_request', 'Use a date like 2026-03-09');
    const serviceIds = withDefault(parseIdList(q.service_ids), q.service_id ?? 1);
    const a = ctx.availability(slotType(q.type), serviceIds);
    const read = async () => ({ available_slots: await slotsForDay(deps.db, date, a) });
    sendAnswer(res, await keptAvailability(ctx.keptAvailability, date, a, read));
  };
}

/** Who a booking is from: the staff's calendar, or a customer's wizard. */
type BookingSource = 'staff' | 'customer';

/**
 * The spec's shared path, POST /api/appointments, reads an admin's calendar body as a staff
 * booking (the documented alias, kept for API clients); the app itself books for staff on POST
 * /api/admin/appointments, so it never depends on this reading.
 */
const sourceOnSharedPath = (req: Request): BookingSource =>
  req.user?.role === 'admin' && adminBookingSchema.safeParse(req.body).success ? 'staff' : 'customer';

/**
 * A booking: the calendar's body (maybe from a request) from staff, or the wizard's from anyone.
 * The body is read before the transaction; a refused one runs alone, never in others' batch
 * (write-batches.ts), and is answered after the Idempotency-Key's check, as every write is.
 */
function createHandler(deps: AppDeps, sourceOf: (req: Request) => BookingSource): RequestHandler {
  const { timeZone } = deps.config.shop;
  const prepare = async (req: Request) => {
    try {
      const asAdmin = sourceOf(req) === 'staff';
      const wizard = asAdmin ? null : wizardBookingSchema.parse(req.body);
      const draft = wizard
        ? draftFromWizard(wizard, timeZone, req.user?.role === 'user' ? req.user.id : null)
        : draftFromAdmin(adminBookingSchema.parse(req.body), timeZone);
      return { asAdmin, wizard, draft };
    } catch (refused) {
      return { refused };
    }
  };
  return writeRoute(
    deps,
    async (req, trx, body) => {
      if ('refused' in body) throw body.refused;
      const { asAdmin, wizard, draft } = body;
      const { requestId } = draft;
      const made =
        requestId !== null
          ? await bookFromRequest(trx, deps, { ...draft, requestId }, mailOrigin(deps))
          : await createBooking(trx, deps, draft, mailOrigin(deps));
      // Counted once the booking holds its unit (the counter's row after the slot's lock, as in
      // every booking); a booking over the limit is refused here and rolled back whole.
      if (!asAdmin) await countBooking(trx, deps, draft.contact.email, req.ip ?? 'unknown');
      if (wizard) await bookRecommendations(trx, deps.config.jwtSecret, wizard, deps.clock.now());
      return bookedAnswer(req.user, made);
    },
    { prepare, batchKeys: (req, body) => ('refused' in body ? null : bookingBatchKeys(req.user, body.draft)) },
  );
}

/** The staff's routes under /admin: list, status, edit and reschedule, delete, notes, dashboard. */
function staffRoutes(r: Router, deps: AppDeps, ctx: RouteContext): void {
  const id = (req: Request) => routeIdSchema.parse(req.params.id);
  const answer = (status: number, appointment: Appointment) =>
    versionedAnswer(status, { success: true, appointment }, appointment.version);
  const pages = new ReadCache<JsonAnswer>(deps.writes.of(LIST_TABLES), { maxEntries: 32, maxAgeMs: 2000 });
  r.get('/admin/appointments', admin, async (req, res) => {
    const search = adminSearchQuerySchema.parse(req.query);
    sendAnswer(res, await listAppointmentsAnswer(deps.db, pages, search, ctx.shopNow()));
  });
  r.put(
    '/admin/appointments/:id/status',
    admin,
    ctx.write(async (req, trx) =>
      answer(200, await changeStatus(trx, deps, id(req), statusUpdateSchema.parse(req.body))),
    ),
  );
  r.put(
    '/admin/appointments/:id',
    admin,
    ctx.write(async (req, trx) =>
      answer(200, await editAppointment(trx, deps, id(req), appointmentEditSchema.parse(req.body))),
    ),
  );
  r.delete(
    '/admin/appointments/:id',
    admin,
    ctx.write(async (req, trx) => {
      await deleteAppointment(trx, id(req), versionQuery.parse(req.query).version);
      return { status: 200, body: { success: true } };
    }),
  );
  r.post(
    '/admin/appointments/:id/events',
    admin,
    ctx.write(async (req, trx) =>
      answer(201, await addProgressNote(trx, deps, id(req), progressEventSchema.parse(req.body))),
    ),
  );
  r.get('/admin/dashboard', admin, async (_req, res) => {
    res.json(await dashboard(deps.db, ctx.shopNow()));
  });
}

/**
 * Every appointment route of every audience, mounted on /api; each names who may call it.
 * `slots` and `create` are also served at the spec's /available-slots and /appointments.
 */
export function appointmentsRouter(deps: AppDeps): { router: Router; slots: RequestHandler; create: RequestHandler } {
  const r = express.Router();
  const ctx = routeContext(deps);
  const slots = slotsHandler(deps, ctx);
  const create = createHandler(deps, sourceOnSharedPath);
  r.get('/appointments/available-slots', anyone, slots);
  r.get('/appointments/available-dates', anyone, async (req, res) => {
    const q = availableDatesQuerySchema.parse(req.query);
    const ids = withDefault(parseIdList(q.service_ids), 1);
    const a = ctx.availability(slotType(q.type), ids);
    sendAnswer(res, await keptAvailability(ctx.keptAvailability, q.month, a, () => datesForMonth(deps.db, q.month, a)));
  });
  r.post('/appointments', anyone, create);
  noShowRoutes(r, deps);
  r.post(
    '/admin/appointments',
    admin,
    createHandler(deps, () => 'staff'),
  );
  customerRoutes(r, deps, ctx);
  staffRoutes(r, deps, ctx);
  return { router: r, slots, create };
}
