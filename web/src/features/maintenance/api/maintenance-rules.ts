import { queryOptions, useQuery } from '@tanstack/react-query';
import { maintenanceMessages as m } from '@shop/shared/maintenance/messages';
import type { MaintenanceRule, MaintenanceSettings } from '@shop/shared/maintenance/maintenance.schema';
import type { Write } from '@/features/offline/api/run-write.ts';
import { apiRequest } from '@/lib/api-client.ts';

export type SavedMaintenanceSettings = MaintenanceSettings & { rules: MaintenanceRule[] };

export const maintenanceRulesQuery = queryOptions({
  queryKey: ['admin', 'maintenance-rules'],
  queryFn: () => apiRequest<SavedMaintenanceSettings>('/api/admin/maintenance-rules'),
});

export const useMaintenanceRules = () => useQuery(maintenanceRulesQuery);

/** PUT /api/admin/maintenance-rules: the whole list, the miles a day and the follow-up days. */
export const saveMaintenanceRules: Write<MaintenanceSettings> = {
  kind: 'settings',
  method: 'PUT',
  path: () => '/api/admin/maintenance-rules',
  payload: (s) => s,
  label: () => m.saveRules,
  touches: maintenanceRulesQuery.queryKey,
  success: m.saved,
  failure: m.saveFailed,
};
