import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopInfoSchema, type ShopInfo } from '@shop/shared/shop/shop-config.schema';
import { apiRequest } from '@/lib/api-client.ts';

export const shopQuery = queryOptions({
  queryKey: ['shop'],
  queryFn: async (): Promise<ShopInfo> => shopInfoSchema.parse(await apiRequest('/api/shop')),
  staleTime: 60 * 60_000,
});

/** The shop's name, address, coordinates, phone and hours, from the server's configuration. */
export function useShop() {
  return useQuery(shopQuery);
}
