import type { ServiceSelection } from '@/features/bookings/api/selection.ts';
import { ScheduleWizard } from '@/features/bookings/components/wizard/schedule-wizard.tsx';

/** The wizard's own chunk: /schedule loads it at once, or beside a car link's prefill. */
export default function ScheduleWizardPage({ selection }: { selection: ServiceSelection }) {
  return <ScheduleWizard selection={selection} />;
}
