import { registerStaffKind } from '@/features/appointments/api/outbox-kind.ts';

registerStaffKind('flags');
