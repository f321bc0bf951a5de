import { Link } from 'react-router-dom';

/** A link-opened page whose record is unknown or whose token is wrong: what happened, and the way home. */
export function NotFoundNotice({ message }: { message: string }) {
  return (
    <div className="page narrow">
      <p className="error-box" role="alert">
        {message}
      </p>
      <Link to="/" className="button">
        Back to Home
      </Link>
    </div>
  );
}
