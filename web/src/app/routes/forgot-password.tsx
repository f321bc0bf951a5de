import { useState } from 'react';
import { Link } from 'react-router-dom';
import { authMessages as m } from '@shop/shared/auth/messages';
import { appMessages } from '@shop/shared/app/messages';
import { Field } from '@/components/field.tsx';
import { ApiError, apiRequest } from '@/lib/api-client.ts';
import { HydratedForm } from '@/components/hydrated-form.tsx';

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    // The shared schema (and zod) load with the form's first submit, not with the page.
    const { forgotPasswordSchema } = await import('@shop/shared/auth/auth.schema');
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0].message);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const res = await apiRequest<{ message: string }>('/api/users/forgot-password', {
        method: 'POST',
        body: parsed.data,
      });
      setSent(res.message);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : appMessages.internalError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="page narrow">
      {sent ? (
        <section className="card" role="status" aria-labelledby="check-title">
          <h1 id="check-title">{m.checkYourEmail}</h1>
          <p>{sent}</p>
          <Link to="/login" className="button">
            Back to Sign in
          </Link>
        </section>
      ) : (
        <HydratedForm className="card form" onSubmit={submit} noValidate aria-labelledby="forgot-title">
          <h1 id="forgot-title">Forgot your password?</h1>
          <p>Enter your email and we will send you a link to set a new password.</p>
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
          <button type="submit" className="button large" disabled={busy}>
            {busy ? 'Sending...' : 'Send reset link'}
          </button>
          <p className="form-links">
            <Link to="/login">Back to Sign in</Link>
          </p>
        </HydratedForm>
      )}
    </div>
  );
}
