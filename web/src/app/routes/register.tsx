import { Navigate } from 'react-router-dom';
import { Loading } from '@/app/guards.tsx';
import { RegisterForm } from '@/features/auth/components/register-form.tsx';
import { useFlags } from '@/features/flags/api/use-flags.ts';

export default function RegisterPage() {
  const { flags, ready, fresh } = useFlags();

  if (!ready || (!flags.registration && !fresh)) return <Loading />;
  if (!flags.registration) return <Navigate to="/login" replace />;
  return (
    <div className="page narrow">
      <RegisterForm />
    </div>
  );
}
