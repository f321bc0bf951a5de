import { useState } from 'react';
import { toast } from '@/lib/toast.ts';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { authMessages as m } from '@shop/shared/auth/messages';
import { Field } from '@/components/field.tsx';
import { ApiError, apiRequest } from '@/lib/api-client.ts';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(token ? null : m.resetLinkInvalid);
  const [busy, setBusy] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (password !== confirm) return setError(m.passwordsDoNotMatch);
    // The shared schema (and zod) load with the form's first submit, not with the page.
    const { resetPasswordSchema } = await import('@shop/shared/auth/auth.schema');
    const parsed = resetPasswordSchema.safeParse({ token, password });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    setBusy(true);
    try {
      await apiRequest('/api/users/reset-password', { method: 'POST', body: parsed.data });
      toast.success(m.passwordResetDone);
      navigate('/login', { replace: true });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : m.resetLinkInvalid);
      setBusy(false);
    }
  }

  return (
    <div className="page narrow">
      <form className="card form" onSubmit={submit} noValidate aria-labelledby="reset-title">
        <h1 id="reset-title">Set a new password</h1>
        {error && (
          <p className="error-box" role="alert">
            {error} {!token && <Link to="/forgot-password">Ask for a new link</Link>}
          </p>
        )}
        <Field
          label="New password"
          type="password"
          required
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          hint="At least 8 characters."
        />
        <Field
          label="Confirm new password"
          type="password"
          required
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <button type="submit" className="button large" disabled={busy || !token}>
          {busy ? 'Saving...' : 'Set password'}
        </button>
      </form>
    </div>
  );
}
