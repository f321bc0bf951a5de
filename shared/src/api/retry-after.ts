/** The longest wait a Retry-After is taken at: a server that asks for more is asked again then. */
const LONGEST_MS = 60 * 60_000;

/**
 * The wait a Retry-After header asks for, in ms from `now`: delta-seconds or an HTTP-date
 * (RFC 9110 §10.2.3), at most an hour; undefined when absent or unreadable.
 */
export function retryAfterMs(value: string | null | undefined, now: number): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Math.min(LONGEST_MS, Number(text) * 1000);
  // An HTTP-date names its day ("Mon, 09 Mar 2026 ..."); Date.parse alone would read '-5' as a year.
  const at = /^[A-Za-z]{3}, /.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(at)) return undefined;
  return Math.min(LONGEST_MS, Math.max(0, at - now));
}
