import { discardLazily } from '@/features/offline/api/submit-lazily.ts';
import type { OutboxRow } from '@/features/offline/api/outbox-db.ts';
import { saveWizard, type WizardState } from '../components/wizard/wizard-state.ts';
import { refreshAvailability } from './availability.ts';
import { saveSelection, type ServiceSelection } from './selection.ts';

/**
 * "Pick another time" for a booking in conflict: puts its wizard back on the date step with
 * everything else kept, and drops the old row (re-booking gets a new Idempotency-Key).
 * Returns the selection to pass to /schedule.
 */
export async function reopenWizardFor(row: OutboxRow): Promise<ServiceSelection> {
  const ctx = row.context as { wizard: WizardState; selection: ServiceSelection };
  saveWizard({ ...ctx.wizard, step: 3, time: '' });
  refreshAvailability();
  saveSelection(ctx.selection);
  await discardLazily(row.id);
  return ctx.selection;
}
