import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { authMessages as m } from '@shop/shared/auth/messages';
import { Field } from '@/components/field.tsx';
import type { LoginNotice } from '@/features/auth/api/register.ts';
import { useSession } from '@/features/session/api/session.tsx';
import { useHydrated } from '@/lib/use-hydrated.ts';
import { ApiError } from '@/lib/api-client.ts';
import { HydratedForm } from '@/components/hydrated-form.tsx';

export default function LoginPage() {
  const { login, user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  // History state survives a reload, but the prerendered page was rendered without it.
  const state = useHydrated() ? location.state : null;
  const { from: wanted, notice } = (state as ({ from?: string } & LoginNotice) | null) ?? {};
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (user && !busy) return <Navigate to={user.role === 'admin' ? '/admin' : (wanted ?? '/')} replace />;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    if (!email || !password) {
      setError(m.fieldRequired(!email ? 'Email' : 'Password'));
      return;
    }
    setBusy(true);
    try {
      const u = await login({ email, password, remember });
      navigate(u.role === 'admin' ? (wanted?.startsWith('/admin') ? wanted : '/admin') : (wanted ?? '/'), {
        replace: true,
      });
    } catch (err) {
      // Too many tries, offline, or an email still to confirm: the server's words; else the spec's.
      setError(err instanceof ApiError && [0, 403, 429].includes(err.status) ? err.message : m.invalidCredentials);
      setBusy(false);
    }
  }

  return (
    <div className="page narrow">
      <HydratedForm className="card form" onSubmit={submit} noValidate aria-labelledby="login-title">
        <h1 id="login-title">Sign in</h1>
        {notice && !error && (
          <p className="notice-box" role="status">
            {notice}
          </p>
        )}
        {error && (
          <p className="error-box" role="alert">
            {error}
          </p>
        )}
        <Field
          label="Email"
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Field
          label="Password"
          type="password"
          required
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <label className="check">
          <input type="checkbox" name="remember" checked={remember} onChange={(e) => setRemember(e.target.checked)} />{' '}
          Remember me
        </label>
        <button type="submit" className="button large" disabled={busy}>
          {busy ? m.signingIn : 'Sign in'}
        </button>
        <p className="form-links">
          <Link to="/forgot-password">Forgot your password?</Link>
          <span>
            No account? <Link to="/register">Sign up</Link>
          </span>
        </p>
      </HydratedForm>
    </div>
  );
}
