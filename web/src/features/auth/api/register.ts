import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import type { RegisterInput } from '@shop/shared/auth/auth.schema';
import { authMessages as m } from '@shop/shared/auth/messages';
import { ApiError, apiRequest } from '@/lib/api-client.ts';

export function registerUser(body: RegisterInput): Promise<unknown> {
  return apiRequest('/api/users/register', { method: 'POST', body });
}

/**
 * Sends a registration; on success it greets and goes to sign-in. A refusal (403 registration
 * closed, 409 email taken) shows the server's text, anything else the generic one.
 */
export function useRegister() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function register(body: RegisterInput) {
    setBusy(true);
    try {
      await registerUser(body);
      toast.success(m.registrationSucceeded);
      navigate('/login', { replace: true });
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && (err.status === 403 || err.status === 409)) setError(err.message);
      else setError(m.registrationFailed);
    }
  }

  return { register, busy, error, clearError: () => setError(null) };
}
