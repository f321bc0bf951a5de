import { queryOptions } from '@tanstack/react-query';
import type { NotificationLog } from '@shop/shared/settings/notifications.schema';
import { adminKeys } from '@/features/appointments/api/appointment-queries.ts';
import { apiRequest } from '@/lib/api-client.ts';

/** The last 50 notifications, for Settings; refreshed while the page is open. */
export const notificationLogQuery = queryOptions({
  queryKey: adminKeys.notifications,
  queryFn: () => apiRequest<NotificationLog>('/api/admin/notifications'),
  refetchInterval: 30_000,
});
