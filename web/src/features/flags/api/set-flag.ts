import type { FlagMap, FlagName } from '@shop/shared/flags/flag-defaults';
import { flagMessages } from '@shop/shared/flags/messages';
import { flagsQuery } from './use-flags.ts';
import { queryClient } from '@/lib/query-client.ts';
import type { Write } from '@/features/offline/api/run-write.ts';

type Args = { name: FlagName; enabled: boolean };

/** PUT /api/feature-flags/{name}: the customer pages read flags, so the change shows there too. */
export const setFlag: Write<Args> = {
  kind: 'flags',
  method: 'PUT',
  path: ({ name }) => `/api/feature-flags/${name}`,
  payload: ({ enabled }) => ({ enabled }),
  label: ({ name, enabled }) => `${enabled ? 'Enable' : 'Disable'} ${name}`,
  touches: flagsQuery.queryKey,
  optimistic: ({ name, enabled }) =>
    queryClient.setQueryData(flagsQuery.queryKey, (f: FlagMap | undefined) => (f ? { ...f, [name]: enabled } : f)),
  success: ({ name, enabled }) => flagMessages.updated(name, enabled),
  failure: flagMessages.updateFailed,
};
