import type { QueryClient } from '@tanstack/react-query';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '@shop/shared/app/prerendered-pages';
import { servicesQuery } from '@/features/bookings/api/catalog.ts';
import { shopQuery } from '@/features/shop/api/use-shop.ts';

/**
 * Puts a prerendered page's data into the query cache, dated as old, so the page renders exactly
 * what its HTML holds and then asks the server again.
 */
export function seedPageData(client: QueryClient, data: PageData): void {
  client.setQueryData(shopQuery.queryKey, data.shop, { updatedAt: 1 });
  client.setQueryData(servicesQuery.queryKey, data.services, { updatedAt: 1 });
}

/** The data a prerendered page was rendered with, from its JSON script element; null on the shell. */
export function readPageData(): PageData | null {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as PageData) : null;
}
