import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopInfo } from '@shop/shared/shop/shop-config.schema';
import { defaultShopConfig } from '@shop/shared/shop/shop-defaults';
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

/**
 * The shop's IANA time zone from the server's configuration. Until the first answer arrives (a
 * first visit that starts offline) the default configuration's zone stands in.
 */
export function useShopZone(): string {
  return useShop().data?.timeZone ?? defaultShopConfig.timeZone;
}

/** The shop's opening hours per weekday from its configuration, with the same stand-in as the zone. */
export function useShopHours(): ShopInfo['hours'] {
  return useShop().data?.hours ?? defaultShopConfig.hours;
}
