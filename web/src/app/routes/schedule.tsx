import { Link, useLocation } from 'react-router-dom';
import { bookingMessages as m, wizardTexts } from '@shop/shared/bookings/messages';
import { loadSelection } from '@/features/bookings/api/selection.ts';
import { ScheduleWizard } from '@/features/bookings/components/wizard/schedule-wizard.tsx';

export default function SchedulePage() {
  const location = useLocation();
  const selection = loadSelection(location.state);
  return (
    <div className="page narrow">
      <h1>{wizardTexts.title}</h1>
      {selection ? (
        <ScheduleWizard selection={selection} />
      ) : (
        <section className="card" aria-labelledby="none-title">
          <h2 id="none-title">{m.noServicesTitle}</h2>
          <p>{m.noServicesText}</p>
          <Link to="/services" className="button">
            {m.backToServices}
          </Link>
        </section>
      )}
    </div>
  );
}
