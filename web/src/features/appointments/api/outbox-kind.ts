import { lazy } from 'react';
import type { StaffKind } from '@/features/offline/api/outbox-db.ts';
import { registerOutboxKind, type OutboxKindSpec } from '@/features/offline/api/outbox-kinds.ts';
import { adminKeys } from './appointment-queries.ts';
import { appointmentConflictTable } from './conflict-fields.ts';

// Conflicts are rare: their view loads when one is shown.
const ChangeConflict = lazy(async () => ({
  default: (await import('../components/change-conflict.tsx')).ChangeConflict,
}));

/**
 * A staff write of any domain: it may change any staff view (a move shows on the dashboard and
 * the calendar), and a failed one may be edited and sent again.
 */
export function registerStaffKind(kind: StaffKind | 'admin', more: Partial<OutboxKindSpec> = {}): void {
  registerOutboxKind(kind, { label: 'Change', refresh: [adminKeys.all], editable: true, ...more });
}

const appointmentConflicts = { conflictView: ChangeConflict, conflictFields: appointmentConflictTable };
registerStaffKind('appointments', appointmentConflicts);
// Every staff write was kind 'admin' before writes were named for their domain; most were changes
// to appointments, and one still waiting on a device is shown and settled as one.
registerStaffKind('admin', appointmentConflicts);
