import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { registerSchema } from '@shop/shared/auth/auth.schema';
import { authMessages as m } from '@shop/shared/auth/messages';
import { Field } from '@/components/field.tsx';
import { Loading } from '@/app/guards.tsx';
import { useFlags } from '@/features/flags/api/use-flags.ts';
import { ApiError, apiRequest } from '@/lib/api-client.ts';

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', password: '', confirmPassword: '' };

export default function RegisterPage() {
  const { flags, ready, fresh } = useFlags();
  const navigate = useNavigate();
  const [form, setForm] = useState(EMPTY);
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!ready || (!flags.registration && !fresh)) return <Loading />;
  if (!flags.registration) return <Navigate to="/login" replace />;
  const set = (k: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    const parsed = registerSchema.safeParse({ ...form, acceptTerms: acceptTerms || undefined });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await apiRequest('/api/users/register', { method: 'POST', body: parsed.data });
      toast.success(m.registrationSucceeded);
      navigate('/login', { replace: true });
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && (err.status === 403 || err.status === 409)) setError(err.message);
      else setError(m.registrationFailed);
    }
  }

  return (
    <div className="page narrow">
      <form className="card form" onSubmit={submit} noValidate aria-labelledby="register-title">
        <h1 id="register-title">Create an account</h1>
        {error && (
          <p className="error-box" role="alert">
            {error}
          </p>
        )}
        <div className="grid-2">
          <Field
            label="First name"
            required
            autoComplete="given-name"
            value={form.firstName}
            onChange={set('firstName')}
            error={errors.firstName}
          />
          <Field
            label="Last name"
            required
            autoComplete="family-name"
            value={form.lastName}
            onChange={set('lastName')}
            error={errors.lastName}
          />
        </div>
        <Field
          label="Email"
          type="email"
          required
          autoComplete="email"
          value={form.email}
          onChange={set('email')}
          error={errors.email}
        />
        <Field
          label="Phone"
          type="tel"
          required
          autoComplete="tel"
          value={form.phone}
          onChange={set('phone')}
          error={errors.phone}
        />
        <Field
          label="Password"
          type="password"
          required
          autoComplete="new-password"
          value={form.password}
          onChange={set('password')}
          error={errors.password}
          hint="At least 8 characters."
        />
        <Field
          label="Confirm password"
          type="password"
          required
          autoComplete="new-password"
          value={form.confirmPassword}
          onChange={set('confirmPassword')}
          error={errors.confirmPassword}
        />
        <label className="check">
          <input
            type="checkbox"
            name="acceptTerms"
            checked={acceptTerms}
            onChange={(e) => setAcceptTerms(e.target.checked)}
          />{' '}
          I accept the <Link to="/terms">terms</Link>
        </label>
        {errors.acceptTerms && <p className="field-error">{errors.acceptTerms}</p>}
        <button type="submit" className="button large" disabled={busy}>
          {busy ? 'Creating account...' : 'Create account'}
        </button>
        <p className="form-links">
          Already registered? <Link to="/login">Sign in</Link>
        </p>
      </form>
    </div>
  );
}
