import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { flagMessages } from '@shop/shared/flags/messages';
import { FLAG_DEFAULTS, FLAG_NAMES, toFlagMap, type FlagMap } from '@shop/shared/flags/flag-defaults';
import { flagsAttribute } from '@shop/shared/app/prerendered-pages';
import type { FlagsResponse } from '@shop/shared/flags/flags.schema';
import { apiRequest } from '@/lib/api-client.ts';

const STORAGE_KEY = 'featureFlags';

function storedFlags(): FlagMap | undefined {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? { ...FLAG_DEFAULTS, ...(JSON.parse(raw) as Partial<FlagMap>) } : undefined;
  } catch {
    return undefined;
  }
}

/** The flags the page arrived with (<html data-flags>), else the stored copy. */
function pageFlags(): FlagMap | undefined {
  const attr = typeof document === 'undefined' ? undefined : document.documentElement.dataset.flags;
  if (attr === undefined) return storedFlags();
  const on = new Set(attr.split(' '));
  return Object.fromEntries(FLAG_NAMES.map((f) => [f, on.has(f)])) as FlagMap;
}

export const flagsQuery = queryOptions({
  queryKey: ['feature-flags'],
  queryFn: async () => {
    try {
      return toFlagMap((await apiRequest<FlagsResponse>('/api/feature-flags')).feature_flags);
    } catch (err) {
      console.error(flagMessages.failedToFetch, err);
      const cached = storedFlags();
      if (cached) return cached;
      throw err;
    }
  },
  // Cheap, and an admin's change should show on the next page load.
  staleTime: 0,
});

/**
 * The feature flags: loaded at start, the last copy in storage used when that fails, and saved
 * to storage on every change. `ready` is false until some answer (or stored copy) exists;
 * `fresh` once this page has asked the server (the query falls back to storage when offline).
 */
export function useFlags(): { flags: FlagMap; ready: boolean; fresh: boolean } {
  const q = useQuery({ ...flagsQuery, placeholderData: pageFlags });
  // Restoring the persisted cache also "updates" the data, so compare times, not update counts.
  const [mountedAt] = useState(Date.now);
  useEffect(() => {
    if (!q.data) return;
    localStorage.setItem(STORAGE_KEY, JSON.stringify(q.data));
    document.documentElement.dataset.flags = flagsAttribute(q.data);
  }, [q.data]);
  return {
    flags: q.data ?? { ...FLAG_DEFAULTS },
    ready: q.data !== undefined || q.isError,
    fresh: q.dataUpdatedAt >= mountedAt || q.isError,
  };
}
