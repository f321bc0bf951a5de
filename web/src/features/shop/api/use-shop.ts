import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopInfo } from '@shop/shared/shop/shop-config.schema';
import { apiRequest } from '@/lib/api-client.ts';

export const shopQuery = queryOptions({
  queryKey: ['shop'],
  queryFn: () => apiRequest<ShopInfo>('/api/shop'),
  staleTime: 60 * 60_000,
});

/** The shop's name, address, coordinates, phone and hours, from the server's configuration. */
export function useShop() {
  return useQuery(shopQuery);
}
