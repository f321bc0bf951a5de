import { requestMessages as m } from '@shop/shared/requests/messages';

/** The texts of a failed request submission: toast and inline (customer spec 8). */
export function requestFailureTexts(httpStatus: number | undefined, body: unknown): { toast: string; inline: string } {
  const env = (body ?? {}) as { status?: string; error?: string };
  if (httpStatus === 429 && env.status === 'rate_limited')
    return { toast: env.error ?? m.rateLimitedToast, inline: m.rateLimitedInline };
  if (httpStatus === 429) return { toast: m.tooManyToast, inline: m.tooManyInline };
  // Not kept on the device and no network: the outbox's own words say what to do.
  if (httpStatus === 0 && env.error) return { toast: env.error, inline: env.error };
  return { toast: m.genericError, inline: m.genericError };
}
