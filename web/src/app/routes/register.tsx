import { Navigate } from 'react-router-dom';
import { Loading } from '@/app/guards.tsx';
import { RegisterForm } from '@/features/auth/components/register-form.tsx';
import { useFlags } from '@/features/flags/api/use-flags.ts';
import { useHydrated } from '@/lib/use-hydrated.ts';

export default function RegisterPage() {
  const { flags, ready, fresh } = useFlags();
  // Prerendered with the form (the server sends the shell while registration is off).
  const hydrated = useHydrated();

  if (hydrated && (!ready || (!flags.registration && !fresh))) return <Loading />;
  if (hydrated && !flags.registration) return <Navigate to="/login" replace />;
  return (
    <div className="page narrow">
      <RegisterForm />
    </div>
  );
}
