import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { authMessages as m } from '@shop/shared/auth/messages';
import { Field } from '@/components/field.tsx';
import { HydratedForm } from '@/components/hydrated-form.tsx';
import { confirmEmail, type LoginNotice } from '@/features/auth/api/register.ts';
import { ApiError } from '@/lib/api-client.ts';

/**
 * The page a registration's mail links to. Confirming takes the password typed at registration
 * (so a link confirms only the registration that asked for it) and a press of the button, so a
 * mail scanner that opens links does not use the single-use link up.
 */
export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(token ? null : m.confirmLinkInvalid);
  const [busy, setBusy] = useState(false);

  async function confirm(e: React.FormEvent) {
    e.preventDefault();
    // The shared schema (and zod) load with the form's first submit, not with the page.
    const { confirmEmailSchema } = await import('@shop/shared/auth/auth.schema');
    const parsed = confirmEmailSchema.safeParse({ token, password });
    if (!parsed.success) {
      setError(parsed.error.issues[0].message);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await confirmEmail(parsed.data);
      const state: LoginNotice = { notice: m.emailConfirmed };
      navigate('/login', { replace: true, state });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : m.confirmLinkInvalid);
      setBusy(false);
    }
  }

  return (
    <div className="page narrow">
      <HydratedForm className="card form" onSubmit={confirm} noValidate aria-labelledby="confirm-title">
        <h1 id="confirm-title">Confirm your email</h1>
        <p>Finish your registration here. Your bookings made with this email join your account.</p>
        {error && (
          <p className="error-box" role="alert">
            {error}
            {error === m.confirmLinkInvalid && (
              <>
                {' '}
                <Link to="/register">Register again</Link>
              </>
            )}
          </p>
        )}
        <Field
          label="Password"
          type="password"
          required
          autoComplete="current-password"
          hint={m.confirmPasswordHint}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <button type="submit" className="button large" disabled={busy || !token}>
          {busy ? 'Confirming...' : 'Confirm my email'}
        </button>
      </HydratedForm>
    </div>
  );
}
