import { settingsMessages as m } from '@shop/shared/settings/messages';
import type { AdminSettings } from '@shop/shared/settings/settings.schema';
import { queryClient } from '@/lib/query-client.ts';
import type { Write } from '@/features/offline/api/run-write.ts';
import { settingsQuery } from './settings-queries.ts';

/** PUT /api/admin/settings: notifications and security, saved whole. */
export const saveSettings: Write<AdminSettings> = {
  kind: 'settings',
  method: 'PUT',
  path: () => '/api/admin/settings',
  payload: (settings) => settings,
  label: () => 'Save settings',
  touches: settingsQuery.queryKey,
  optimistic: (settings) => queryClient.setQueryData(settingsQuery.queryKey, settings),
  parse: async (body) => (await import('@shop/shared/settings/settings.schema')).settingsResponseSchema.parse(body),
  success: m.settingsSaved,
  failure: m.failedSettings,
};
