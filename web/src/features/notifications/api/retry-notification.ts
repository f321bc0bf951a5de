import type { NotificationLogEntry } from '@shop/shared/settings/notifications.schema';
import { queryClient } from '@/lib/query-client.ts';
import type { Write } from '@/features/offline/api/run-write.ts';
import { adminKeys } from '@/features/appointments/api/appointment-queries.ts';
import { notificationLogQuery } from './notification-queries.ts';

/** POST /api/admin/notifications/{id}/retry: a failed notification is queued again. */
export const retryNotification: Write<{ entry: NotificationLogEntry }> = {
  kind: 'notifications',
  method: 'POST',
  path: ({ entry }) => `/api/admin/notifications/${entry.id}/retry`,
  label: ({ entry }) => `Send again: ${entry.subject}`,
  touches: adminKeys.notifications,
  optimistic: ({ entry }) =>
    queryClient.setQueryData(notificationLogQuery.queryKey, (log) =>
      log
        ? {
            ...log,
            notifications: log.notifications.map((n) =>
              n.id === entry.id ? { ...n, status: 'queued' as const, last_error: null } : n,
            ),
          }
        : log,
    ),
  success: ({ entry }) => `Queued again: ${entry.subject}`,
  failure: 'The notification could not be queued again.',
};
