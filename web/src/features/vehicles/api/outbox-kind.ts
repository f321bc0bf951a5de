import { registerStaffKind } from '@/features/appointments/api/outbox-kind.ts';
import { vehicleConflictTable } from './vehicle-conflict-fields.ts';

// Readings and edits of a car made offline wait in the outbox like every other staff change.
registerStaffKind('vehicles', { conflictFields: vehicleConflictTable });
