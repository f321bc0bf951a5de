import { Link } from 'react-router-dom';
import { CodeChecker } from '@/features/diagnostics/components/code-checker.tsx';

export default function DiagnosticsPage() {
  return (
    <div className="page narrow">
      <h1>OBD2 Code Checker</h1>
      <p className="lead">
        Check engine light on? Enter the trouble code from your scanner, or describe it in a few words. Works offline
        too.
      </p>
      <CodeChecker />
      <p className="section">
        Not sure what it means for your car?{' '}
        <Link to="/contact" className="button ghost">
          Schedule Service
        </Link>
      </p>
    </div>
  );
}
