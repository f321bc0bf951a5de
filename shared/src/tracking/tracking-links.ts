/** ?t=TOKEN when there is one: the tracking link's key; a signed-in owner needs none. */
export const withToken = (path: string, token: string | undefined): string =>
  token ? `${path}?t=${encodeURIComponent(token)}` : path;

/**
 * The customer's tracking page of an appointment, as mails, calendar files and screens link it.
 * Relative: the server puts its public origin in front, a page its own.
 */
export const trackingPagePath = (id: number, token?: string): string => withToken(`/track-appointment/${id}`, token);
