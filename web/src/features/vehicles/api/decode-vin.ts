import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VinDecode } from '@shop/shared/vehicles/vehicle.schema';
import { checkVin } from '@shop/shared/vehicles/vin';
import { ApiError, apiRequest, isNetworkError } from '@/lib/api-client.ts';
import { useOnline } from '@/features/offline/api/use-online.ts';

/** GET /api/vin/{vin}: what NHTSA's data says of a valid VIN. A VIN's decode does not change. */
export const vinDecodeQuery = (vin: string) =>
  queryOptions({
    queryKey: ['vin', vin],
    queryFn: ({ signal }) => apiRequest<VinDecode>(`/api/vin/${encodeURIComponent(vin)}`, { signal }),
    staleTime: Infinity,
    // A refusal (unknown maker) is the answer; only a lost network is worth another try.
    retry: (count, error) => isNetworkError(error) && count < 2,
  });

/**
 * The server's decode of a VIN as typed, asked once the VIN is valid on the device and the device
 * is online; typed offline, it is asked when the network returns (the page stays open). `decode`
 * is null until then; `unknown` says the data knows no maker for the VIN.
 */
export function useVinDecode(typed: string): { decode: VinDecode | null; unknown: boolean } {
  const check = checkVin(typed);
  const online = useOnline();
  const query = useQuery({ ...vinDecodeQuery(check.vin), enabled: check.ok && online });
  if (!check.ok) return { decode: null, unknown: false };
  const unknown = query.error instanceof ApiError && query.error.code === 'vin_unknown';
  return { decode: query.data ?? null, unknown };
}
