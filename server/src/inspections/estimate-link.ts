import type { Knex } from 'knex';
import { latestManageUrl } from '../notifications/notifications.repository.ts';

/**
 * The customer's link to the estimate, `/estimate/{id}?t=`, with the token's slot (filled as the
 * mail is sent) when a mail to this customer carried a token link before; without one (a booking
 * staff made for a walk-in), the link works for the signed-in owner.
 */
export async function estimateUrl(db: Knex, origin: string, appointmentId: number): Promise<string> {
  const manage = await latestManageUrl(db, appointmentId);
  const token = manage ? new URL(manage).searchParams.get('t') : null;
  const path = `${origin}/estimate/${appointmentId}`;
  return token ? `${path}?t=${encodeURIComponent(token)}` : path;
}
