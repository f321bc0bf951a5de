import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ConfirmEmailInput, RegisterInput } from '@shop/shared/auth/auth.schema';
import { authMessages as m } from '@shop/shared/auth/messages';
import { ApiError, apiRequest } from '@/lib/api-client.ts';

export function registerUser(body: RegisterInput): Promise<unknown> {
  return apiRequest('/api/users/register', { method: 'POST', body });
}

/** POST /api/users/confirm-email with the token of the mailed link and the password typed at registration. */
export function confirmEmail(body: ConfirmEmailInput): Promise<unknown> {
  return apiRequest('/api/users/confirm-email', { method: 'POST', body });
}

/** Where sign-in shows a lasting note (what to do next) above its form. */
export type LoginNotice = { notice?: string };

/**
 * Sends a registration; on success it goes to sign-in, which says to open the mailed link first.
 * A refusal (403 registration closed, 409 email taken, 429 too many from this network) shows the
 * server's text, anything else the generic one.
 */
export function useRegister() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function register(body: RegisterInput) {
    setBusy(true);
    try {
      await registerUser(body);
      const state: LoginNotice = { notice: m.confirmEmailSent(body.email) };
      navigate('/login', { replace: true, state });
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && [403, 409, 429].includes(err.status)) setError(err.message);
      else setError(m.registrationFailed);
    }
  }

  return { register, busy, error, clearError: () => setError(null) };
}
