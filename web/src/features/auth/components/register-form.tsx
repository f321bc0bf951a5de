import { Link } from 'react-router-dom';
import { useRegister } from '../api/register.ts';
import { RegisterFields } from './register-fields.tsx';
import { useRegisterForm } from './use-register-form.ts';
import { HydratedForm } from '@/components/hydrated-form.tsx';

export function RegisterForm() {
  const { form, set, acceptTerms, setAcceptTerms, errors, validate } = useRegisterForm();
  const { register, busy, error, clearError } = useRegister();

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    clearError();
    const input = await validate();
    if (input) await register(input);
  }

  return (
    <HydratedForm className="card form" onSubmit={submit} noValidate aria-labelledby="register-title">
      <h1 id="register-title">Create an account</h1>
      {error && (
        <p className="error-box" role="alert">
          {error}
        </p>
      )}
      <RegisterFields form={form} errors={errors} set={set} />
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
    </HydratedForm>
  );
}
