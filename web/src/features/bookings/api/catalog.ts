import { queryOptions, useQuery } from '@tanstack/react-query';
import { servicesResponseSchema } from '@shop/shared/services/service.schema';
import { apiRequest } from '@/lib/api-client.ts';

export const servicesQuery = queryOptions({
  queryKey: ['services'],
  queryFn: async () => servicesResponseSchema.parse(await apiRequest('/api/services')),
  staleTime: 10 * 60_000,
});

export const useServices = () => useQuery(servicesQuery);
