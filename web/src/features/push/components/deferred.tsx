import { deferred } from '@/components/deferred.tsx';

// Push needs the worker and IndexedDB, never the first paint: these load after it.
export const DeferredNotifyMe = deferred(async () => (await import('./notify-me.tsx')).NotifyMe);
export const DeferredStaffAlerts = deferred(async () => (await import('./staff-alerts.tsx')).StaffAlerts);
/** The start check (a subscription the push service replaced), once the page is idle. */
export const DeferredPushRenewal = deferred(async () => (await import('./push-renewal.tsx')).PushRenewal, {
  idle: true,
});
