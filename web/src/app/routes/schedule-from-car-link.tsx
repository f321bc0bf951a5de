import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { maintenanceMessages as mm } from '@shop/shared/maintenance/messages';
import { recommendationMessages as rm } from '@shop/shared/recommendations/messages';
import { Loading } from '@/app/guards.tsx';
import { useServices } from '@/features/bookings/api/catalog.ts';
import { saveSelection, type ServiceSelection } from '@/features/bookings/api/selection.ts';
import { INITIAL_WIZARD, saveWizard } from '@/features/bookings/components/wizard/wizard-state.ts';
import { NoServices, type WizardSlot } from './schedule.tsx';
import { carLinkOf, useVehiclePrefill, type WizardLink } from '@/features/maintenance/api/vehicle-prefill.ts';
import { OdometerBox } from '@/features/maintenance/components/odometer-box.tsx';
import { customerRecommendationsQuery } from '@/features/recommendations/api/recommendation-queries.ts';
import { PickServices, RecommendedToBook } from '@/features/recommendations/components/recommended-to-book.tsx';

/** Book these's lines among the car's open ones: the ids of the link still open, and their note. */
function useRecommendedToBook(link: WizardLink) {
  const wanted = link.recommendationIds.length > 0;
  const q = useQuery({ ...customerRecommendationsQuery(link.vehicleId, link.token), enabled: wanted });
  if (!wanted) return { ready: true, recommended: null };
  if (q.isPending) return { ready: false, recommended: null };
  const lines = (q.data?.recommendations ?? []).filter((r) => link.recommendationIds.includes(r.id));
  if (lines.length === 0) return { ready: true, recommended: null };
  return { ready: true, recommended: { ids: lines.map((r) => r.id), token: link.token, note: rm.page.toBook(lines) } };
}

/**
 * A car's link (/schedule?vehicle=&t=, with a reminder's &services= or Book these's
 * &recommendations=): the wizard starts with the car, her contact and the services chosen, under the
 * box where she may say what her odometer reads and the declined lines she is booking.
 */
function FromCarLink({ link, Wizard }: { link: WizardLink; Wizard: WizardSlot }) {
  const prefill = useVehiclePrefill(link);
  const catalog = useServices();
  const { ready, recommended } = useRecommendedToBook(link);
  const [selection, setSelection] = useState<ServiceSelection | null | undefined>(undefined);
  useEffect(() => {
    if (!prefill.data || !catalog.data || !ready || selection !== undefined) return;
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
      recommended,
    });
    if (services.length > 0) saveSelection(chosen);
    setSelection(services.length > 0 ? chosen : null);
  }, [prefill.data, catalog.data, ready, recommended, selection, link.serviceIds]);
  if (prefill.isError) return <p className="error-box">{mm.badLink}</p>;
  if (selection === undefined) return <Loading />;
  const pick = (chosen: ServiceSelection) => {
    saveSelection(chosen);
    setSelection(chosen);
  };
  return (
    <>
      <OdometerBox link={link} />
      {recommended && <RecommendedToBook note={recommended.note} />}
      {selection ? <Wizard selection={selection} /> : recommended ? <PickServices onPick={pick} /> : <NoServices />}
    </>
  );
}

/** /schedule opened from a car's link: its wizard, or the link's error when its parameters are not a car's. */
export default function FromCarLinkPage({ search, Wizard }: { search: string; Wizard: WizardSlot }) {
  const link = carLinkOf(search);
  return link ? <FromCarLink link={link} Wizard={Wizard} /> : <p className="error-box">{mm.badLink}</p>;
}
