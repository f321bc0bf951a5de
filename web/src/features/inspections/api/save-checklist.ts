import type { ChecklistEntry } from '@shop/shared/inspections/checklist';
import type { Write } from '@/features/offline/api/run-write.ts';
import { queryClient } from '@/lib/query-client.ts';
import { checklistQuery } from './inspection-queries.ts';

/** PUT /api/admin/inspection-checklist: the template new inspections start from. */
export const saveChecklist: Write<ChecklistEntry[]> = {
  kind: 'inspections',
  method: 'PUT',
  path: () => '/api/admin/inspection-checklist',
  payload: (checklist) => ({ checklist }),
  label: () => 'Inspection checklist',
  touches: checklistQuery.queryKey,
  optimistic: (checklist) => queryClient.setQueryData(checklistQuery.queryKey, checklist),
  success: 'Checklist saved',
  failure: 'The checklist could not be saved',
};
