import { Link, useRouteError } from 'react-router-dom';
import { appMessages } from '@shop/shared/app/messages';

/** The router's error screen. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="page narrow" role="alert">
      <h1>{appMessages.unexpectedError}</h1>
      <p>Something went wrong while showing this page. Your saved submissions are safe.</p>
      <p>
        <Link className="button" to="/" reloadDocument>
          Back to Home
        </Link>
      </p>
    </main>
  );
}
