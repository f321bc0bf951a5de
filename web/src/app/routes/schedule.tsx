import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { bookingMessages as m, wizardTexts } from '@shop/shared/bookings/messages';
import { maintenanceMessages as mm } from '@shop/shared/maintenance/messages';
import { Loading } from '@/app/guards.tsx';
import { useServices } from '@/features/bookings/api/catalog.ts';
import { loadSelection, saveSelection, type ServiceSelection } from '@/features/bookings/api/selection.ts';
import { ScheduleWizard } from '@/features/bookings/components/wizard/schedule-wizard.tsx';
import { INITIAL_WIZARD, saveWizard } from '@/features/bookings/components/wizard/wizard-state.ts';
import { carLinkOf, useVehiclePrefill, type CarLink } from '@/features/maintenance/api/vehicle-prefill.ts';
import { OdometerBox } from '@/features/maintenance/components/odometer-box.tsx';

function NoServices() {
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

/**
 * A reminder's link (/schedule?vehicle=&t=&services=): the wizard starts with the car, her contact
 * and the services chosen, under the box where she may say what her odometer reads.
 */
function FromReminder({ link }: { link: CarLink & { serviceIds: number[] } }) {
  const prefill = useVehiclePrefill(link);
  const catalog = useServices();
  const [selection, setSelection] = useState<ServiceSelection | null | undefined>(undefined);
  useEffect(() => {
    if (!prefill.data || !catalog.data || selection !== undefined) return;
    const services = catalog.data.filter((s) => link.serviceIds.includes(s.id));
    const chosen = { services, totalPrice: services.reduce((sum, s) => sum + s.price, 0) };
    const { vehicle: v, contact: c } = prefill.data;
    // Written before the wizard mounts: it starts from what is kept for reloads.
    saveWizard({
      ...INITIAL_WIZARD,
      form: {
        make: v.make,
        model: v.model,
        year: v.year,
        vin: v.vin ?? '',
        license: v.plate,
        hasPlate: v.plate !== '',
        name: c.name,
        email: c.email,
        phone: c.phone,
      },
    });
    if (services.length > 0) saveSelection(chosen);
    setSelection(services.length > 0 ? chosen : null);
  }, [prefill.data, catalog.data, selection, link.serviceIds]);
  if (prefill.isError) return <p className="error-box">{mm.badLink}</p>;
  if (selection === undefined) return <Loading />;
  return (
    <>
      <OdometerBox link={link} />
      {selection ? <ScheduleWizard selection={selection} /> : <NoServices />}
    </>
  );
}

export default function SchedulePage() {
  const location = useLocation();
  const link = carLinkOf(location.search);
  const selection = link ? null : loadSelection(location.state);
  return (
    <div className="page narrow">
      <h1>{wizardTexts.title}</h1>
      {link ? <FromReminder link={link} /> : selection ? <ScheduleWizard selection={selection} /> : <NoServices />}
    </div>
  );
}
