import express, { type Router } from 'express';
import {
  adminRecommendationQuerySchema,
  recommendationAnswerSchema,
} from '@shop/shared/recommendations/recommendation.schema';
import type { AppDeps } from '../app-deps.ts';
import { admin } from '../appointments/policies.ts';
import { writeRoute } from '../http/write-route.ts';
import { answerRecommendations, carOfLink, customerRecommendations } from './customer-recommendations.ts';
import { staffList } from './staff-recommendations.ts';

/** Declined work: the customer's page by the car's token, and the staff list to call through. */
export function recommendationsRouter(deps: AppDeps): Router {
  const r = express.Router();
  const secret = deps.config.jwtSecret;
  r.get('/recommendations', async (req, res) => {
    const car = await carOfLink(deps.db, secret, req.query);
    res.json({ success: true, ...(await customerRecommendations(deps.db, car, String(req.query.t))) });
  });
  r.post(
    '/recommendations/answer',
    writeRoute(deps, async (req, trx) => {
      const car = await carOfLink(trx, secret, req.query);
      const body = recommendationAnswerSchema.parse(req.body);
      const answer = await answerRecommendations(trx, secret, car, body, deps.clock.now());
      return { status: 200, body: { success: true, ...answer } };
    }),
  );
  r.get('/admin/recommendations', admin, async (req, res) => {
    const { status } = adminRecommendationQuerySchema.parse(req.query);
    const shop = { timeZone: deps.config.shop.timeZone, now: deps.clock.now() };
    res.json({ success: true, ...(await staffList(deps.db, shop, status)) });
  });
  return r;
}
