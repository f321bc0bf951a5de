import type { CustomerRecommendations, RecommendationAnswer } from '@shop/shared/recommendations/recommendation.schema';
import { recommendationMessages as m } from '@shop/shared/recommendations/messages';
import type { Write } from '@/features/offline/api/run-write.ts';
import { recommendationKeys } from './recommendation-queries.ts';

type Answer = RecommendationAnswer & { vehicle: number; token: string };

/** POST /api/recommendations/answer?vehicle=&t=: done elsewhere, or stop reminding me. */
export const answerRecommendations: Write<Answer, CustomerRecommendations> = {
  kind: 'recommendation',
  method: 'POST',
  path: ({ vehicle, token }) => `/api/recommendations/answer?vehicle=${vehicle}&t=${encodeURIComponent(token)}`,
  payload: ({ ids, action }) => ({ ids, action }),
  label: ({ action }) => (action === 'stop' ? m.page.stop : m.page.doneElsewhere),
  touches: recommendationKeys.customer,
  parse: async (body) => body as CustomerRecommendations,
  // The page says the result where the buttons were; a toast would say it twice.
  success: null,
  failure: m.page.failed,
};
