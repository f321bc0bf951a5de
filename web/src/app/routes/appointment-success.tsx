import { noShowMessages } from '@shop/shared/appointments/no-show';
import { useMemo } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loadConfirmation } from '@/features/bookings/api/confirmation.ts';
import { useSettledConfirmation } from '@/features/bookings/api/use-settled-confirmation.ts';
import { BookingOutboxStatus } from '@/features/bookings/components/confirmation/booking-outbox-status.tsx';
import { BookingSummaryCard } from '@/features/bookings/components/confirmation/booking-summary-card.tsx';
import { CancellationTermsCard } from '@/features/bookings/components/confirmation/cancellation-terms-card.tsx';
import { ConfirmationActions } from '@/features/bookings/components/confirmation/confirmation-actions.tsx';
import { WhatToExpectCard } from '@/features/bookings/components/confirmation/what-to-expect-card.tsx';
import { ShopLocationCard } from '@/features/map/components/shop-location-card.tsx';
import { DeferredNotifyMe } from '@/features/push/components/deferred.tsx';

export default function AppointmentSuccessPage() {
  const location = useLocation();
  const initial = useMemo(() => loadConfirmation(location.state), [location.state]);
  const { confirmation: c, row } = useSettledConfirmation(initial);

  if (!c) return <Navigate to="/" replace />;
  const pending = Boolean(c.outboxId);
  return (
    <div className="page narrow confirmation">
      <h1>{pending ? 'Booking saved' : c.awaitsShop ? 'Booking received' : 'Appointment Confirmed!'}</h1>
      <BookingOutboxStatus pending={pending} row={row} />
      {c.awaitsShop && (
        <p className="note" role="status">
          {noShowMessages.pendingBooking}
        </p>
      )}
      <BookingSummaryCard confirmation={c} />
      {c.appointmentId !== null && (
        <DeferredNotifyMe scope={{ kind: 'appointment', id: c.appointmentId, token: c.trackingToken ?? undefined }} />
      )}
      <CancellationTermsCard confirmation={c} />
      <ShopLocationCard />
      <WhatToExpectCard />
      <ConfirmationActions confirmation={c} />
    </div>
  );
}
