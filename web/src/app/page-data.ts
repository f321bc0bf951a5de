import type { QueryClient } from '@tanstack/react-query';
import {
  PAGE_DATA_ELEMENT_ID,
  PAGE_QUERY_ELEMENT_ID,
  type PageData,
  type SeededQuery,
} from '@shop/shared/app/prerendered-pages';
import { servicesQuery } from '@/features/bookings/api/catalog.ts';
import { browserSessionAtStart } from '@/features/session/api/session-start.ts';
import { shopQuery } from '@/features/shop/api/use-shop.ts';
import { setQueryUser } from '@/lib/query-client.ts';

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

/**
 * A mailed link's page rendered on the server carries the read it was rendered with: into the
 * cache, so the app's first render is that same page (its read is fresh, as when it arrived).
 */
export function seedPageQuery(client: QueryClient): void {
  const text = document.getElementById(PAGE_QUERY_ELEMENT_ID)?.textContent;
  if (!text) return;
  let seed: SeededQuery;
  try {
    seed = JSON.parse(text) as SeededQuery;
  } catch {
    return; // The page reads its data itself, as from a shell.
  }
  // A personal answer is kept under whose session the app starts with (as SessionProvider will say).
  setQueryUser(browserSessionAtStart().user?.id ?? null);
  client.setQueryData(seed.queryKey, seed.data);
}
