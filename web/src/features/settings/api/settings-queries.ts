import { queryOptions } from '@tanstack/react-query';
import type { AdminSettings } from '@shop/shared/settings/settings.schema';
import { adminKeys } from '@/features/appointments/api/appointment-queries.ts';
import { apiRequest } from '@/lib/api-client.ts';

export const settingsQuery = queryOptions({
  queryKey: [...adminKeys.all, 'settings'],
  queryFn: async () => (await apiRequest<{ settings: AdminSettings }>('/api/admin/settings')).settings,
});
