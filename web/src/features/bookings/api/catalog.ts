import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Service } from '@shop/shared/services/service.schema';
import { apiRequest } from '@/lib/api-client.ts';

export const servicesQuery = queryOptions({
  queryKey: ['services'],
  queryFn: () => apiRequest<Service[]>('/api/services'),
  staleTime: 10 * 60_000,
});

export const useServices = () => useQuery(servicesQuery);
