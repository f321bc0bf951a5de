// Each feature registers the outbox kinds it writes when its module loads: loaded here once, the
// outbox page and the drain's notices know every kind, whatever page the app was opened on.
import '@/features/appointments/api/outbox-kind.ts';
import '@/features/bookings/api/outbox-kind.ts';
import '@/features/flags/api/outbox-kind.ts';
import '@/features/inspections/api/outbox-kind.ts';
import '@/features/notifications/api/outbox-kind.ts';
import '@/features/recommendations/api/outbox-kind.ts';
import '@/features/requests/api/outbox-kind.ts';
import '@/features/settings/api/outbox-kind.ts';
import '@/features/session/api/outbox-kind.ts';
import '@/features/texts/api/outbox-kind.ts';
import '@/features/tracking/api/outbox-kind.ts';
import '@/features/vehicles/api/outbox-kind.ts';
import '@/features/waitlist/api/outbox-kind.ts';
