import { queryOptions } from '@tanstack/react-query';
import type {
  CustomerRecommendations,
  RecommendationStatus,
  StaffRecommendations,
} from '@shop/shared/recommendations/recommendation.schema';
import { apiRequest, ApiError } from '@/lib/api-client.ts';

import { recommendationKeys } from './recommendation-keys.ts';

export { recommendationKeys };

export const recommendationsApiPath = (vehicle: number, token: string): string =>
  `/api/recommendations?vehicle=${vehicle}&t=${encodeURIComponent(token)}`;

/** The car's open recommendations behind a follow-up link, or null for a wrong link. */
export const customerRecommendationsQuery = (vehicle: number, token: string) =>
  queryOptions({
    queryKey: [...recommendationKeys.customer, vehicle, token],
    // Asked afresh each time the page opens: lines booked through the wizard since must not show open.
    staleTime: 0,
    queryFn: async (): Promise<CustomerRecommendations | null> => {
      try {
        return await apiRequest<CustomerRecommendations>(recommendationsApiPath(vehicle, token));
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
  });

/** Staff: the recommendations of a status, what is open and what came back this month. */
export const staffRecommendationsQuery = (status: RecommendationStatus = 'open') =>
  queryOptions({
    queryKey: [...recommendationKeys.staff, status],
    queryFn: () => apiRequest<StaffRecommendations>(`/api/admin/recommendations?status=${status}`),
  });
