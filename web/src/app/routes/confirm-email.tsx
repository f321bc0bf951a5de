import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { authMessages as m } from '@shop/shared/auth/messages';
import { confirmEmail, type LoginNotice } from '@/features/auth/api/register.ts';
import { ApiError } from '@/lib/api-client.ts';

/**
 * The page a registration's mail links to. Confirming takes a press of the button, so a mail
 * scanner that opens links does not use the single-use link up.
 */
export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const [error, setError] = useState<string | null>(token ? null : m.confirmLinkInvalid);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await confirmEmail(token);
      const state: LoginNotice = { notice: m.emailConfirmed };
      navigate('/login', { replace: true, state });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : m.confirmLinkInvalid);
      setBusy(false);
    }
  }

  return (
    <div className="page narrow">
      <section className="card form" aria-labelledby="confirm-title">
        <h1 id="confirm-title">Confirm your email</h1>
        <p>Press the button to finish your registration. Your bookings made with this email join your account.</p>
        {error && (
          <p className="error-box" role="alert">
            {error} <Link to="/register">Register again</Link>
          </p>
        )}
        <button type="button" className="button large" disabled={busy || !token} onClick={confirm}>
          {busy ? 'Confirming...' : 'Confirm my email'}
        </button>
      </section>
    </div>
  );
}
