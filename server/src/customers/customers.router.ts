import express, { type Router } from 'express';
import { routeIdSchema } from '@shop/shared/api/id.schema';
import { customerSearchSchema } from '@shop/shared/customers/customer.schema';
import type { AppDeps } from '../app-deps.ts';
import { admin } from '../appointments/policies.ts';
import { customerDetail, customerHits } from './customer-views.ts';

/** Staff finding a customer (by name, email, phone digits, plate or VIN) and opening her record. */
export function customersRouter(deps: AppDeps): Router {
  const r = express.Router();
  r.get('/admin/customers', admin, async (req, res) => {
    const { q } = customerSearchSchema.parse(req.query);
    res.json({ success: true, customers: await customerHits(deps.db, q) });
  });
  r.get('/admin/customers/:id', admin, async (req, res) => {
    res.json({ success: true, ...(await customerDetail(deps.db, routeIdSchema.parse(req.params.id))) });
  });
  return r;
}
