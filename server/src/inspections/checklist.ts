import type { Knex } from 'knex';
import { DEFAULT_CHECKLIST, type ChecklistEntry } from '@shop/shared/inspections/checklist';
import { savedChecklist } from './inspections.repository.ts';

/** The checklist new inspections start from: as Settings saved it, else the default. Existing inspections keep theirs. */
export async function shopChecklist(db: Knex): Promise<ChecklistEntry[]> {
  return (await savedChecklist(db)) ?? DEFAULT_CHECKLIST;
}
