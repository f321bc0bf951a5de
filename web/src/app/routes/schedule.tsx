import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { bookingMessages as m, wizardTexts } from '@shop/shared/bookings/messages';
import { Loading } from '@/app/guards.tsx';
import { loadSelection, type ServiceSelection } from '@/features/bookings/api/selection.ts';

const loadWizard = () => import('./schedule-wizard-page.tsx');
const Wizard = lazy(loadWizard);
// A car's link (a reminder, Book these) loads its prefill, odometer box and lines only when opened
// from one; the wizard's chunk is fetched beside them, not after.
const FromCarLink = lazy(() => import('./schedule-from-car-link.tsx'));

/** The wizard as the car link's page shows it once the car and services are known. */
export type WizardSlot = ComponentType<{ selection: ServiceSelection }>;

const WizardWhenLoaded: WizardSlot = ({ selection }) => (
  <Suspense fallback={<Loading />}>
    <Wizard selection={selection} />
  </Suspense>
);

/** The wizard with no service chosen: back to the services. */
export function NoServices() {
  return (
    <section className="card" aria-labelledby="none-title">
      <h2 id="none-title">{m.noServicesTitle}</h2>
      <p>{m.noServicesText}</p>
      <Link to="/services" className="button">
        {m.backToServices}
      </Link>
    </section>
  );
}

export default function SchedulePage() {
  const location = useLocation();
  // A car's link names the car and its token; the lazy part reads the rest of it.
  const params = new URLSearchParams(location.search);
  const link = params.has('vehicle') && params.has('t');
  const selection = link ? null : loadSelection(location.state);
  useEffect(() => {
    if (link) void loadWizard();
  }, [link]);
  return (
    <div className="page narrow">
      <h1>{wizardTexts.title}</h1>
      {link ? (
        <Suspense fallback={<Loading />}>
          <FromCarLink search={location.search} Wizard={WizardWhenLoaded} />
        </Suspense>
      ) : selection ? (
        <WizardWhenLoaded selection={selection} />
      ) : (
        <NoServices />
      )}
    </div>
  );
}
