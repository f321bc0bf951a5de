/** An instant as people read it, in the shop's zone when given: e.g. Nov 30, 2026, 9:00 AM. */
export function formatInstant(
  iso: string | number,
  timeZone?: string,
  dateStyle: 'short' | 'medium' = 'medium',
): string {
  return new Date(iso).toLocaleString([], { dateStyle, timeStyle: 'short', timeZone });
}
