import { clearWizard } from '../components/wizard/wizard-state.ts';
import { clearConfirmation } from './confirmation.ts';
import { clearSelection } from './selection.ts';

/** Forgets what a person typed or booked in this tab: the wizard, its services, the last booking. */
export function clearBookingDrafts(): void {
  clearWizard();
  clearSelection();
  clearConfirmation();
}
