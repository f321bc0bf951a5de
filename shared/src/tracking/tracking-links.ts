/** ?t=TOKEN when there is one: the tracking link's key; a signed-in owner needs none. */
export const withToken = (path: string, token: string | undefined): string =>
  token ? `${path}?t=${encodeURIComponent(token)}` : path;

/**
 * The customer's tracking page of an appointment, as mails, calendar files and screens link it.
 * Relative: the server puts its public origin in front, a page its own.
 */
export const trackingPagePath = (id: number, token?: string): string => withToken(`/track-appointment/${id}`, token);

/** What a reminder's buttons ask the tracking page to offer: confirming, or releasing the time. */
export type ReminderAction = 'confirm' | 'release';
export const REMINDER_ACTION_PARAM = 'do';

/** The manage link with a reminder's action: the page asks before it writes (mail scanners open links). */
export const withReminderAction = (manageUrl: string, action: ReminderAction): string =>
  `${manageUrl}${manageUrl.includes('?') ? '&' : '?'}${REMINDER_ACTION_PARAM}=${action}`;
