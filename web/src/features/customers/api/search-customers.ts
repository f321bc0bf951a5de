import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerDetail, CustomerHit } from '@shop/shared/customers/customer.schema';
import { ApiError, apiRequest } from '@/lib/api-client.ts';

/** The fewest characters worth a search (one letter matches nearly everyone). */
export const MIN_SEARCH = 2;

/** GET /api/admin/customers?q=: null when the server has no such route (the form is typed by hand then). */
export const customerSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['admin-customers', q],
    queryFn: async ({ signal }) => {
      try {
        const path = `/api/admin/customers?q=${encodeURIComponent(q)}`;
        return (await apiRequest<{ customers: CustomerHit[] }>(path, { signal })).customers;
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
    staleTime: 30_000,
  });

/** GET /api/admin/customers/{id}: her record and her cars, read when staff pick her. */
export const customerDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin-customer', id],
    queryFn: ({ signal }) => apiRequest<CustomerDetail>(`/api/admin/customers/${id}`, { signal }),
    staleTime: 30_000,
  });

/** Customers matching what staff typed: none below MIN_SEARCH characters, `hits` null without the route. */
export function useCustomerSearch(q: string): { hits: CustomerHit[] | null; searching: boolean } {
  const enabled = q.trim().length >= MIN_SEARCH;
  const query = useQuery({ ...customerSearchQuery(q.trim()), enabled });
  if (!enabled) return { hits: [], searching: false };
  return { hits: query.data === undefined ? [] : query.data, searching: query.isFetching };
}
