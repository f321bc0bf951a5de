import { useEffect, useMemo } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { appMessages } from '@shop/shared/app/messages';
import type { CreateBookingResponse } from '@shop/shared/bookings/booking.schema';
import { cancellationPolicyText, cancellationTerms } from '@shop/shared/bookings/cancellation';
import { bookingIcs } from '@shop/shared/bookings/ics';
import { bookingMessages as m } from '@shop/shared/bookings/messages';
import { formatCents, toCents } from '@shop/shared/money/format-money';
import { formatAddress } from '@shop/shared/shop/shop-format';
import { shopInstant } from '@shop/shared/time/shop-time';
import { toDisplayDate, toDisplayTime } from '@shop/shared/time/time-format';
import { CopyButton } from '@/components/copy-button.tsx';
import { loadConfirmation, saveConfirmation, type Confirmation } from '@/features/bookings/api/confirmation.ts';
import { reopenWizardFor } from '@/features/bookings/api/reopen-wizard.ts';
import { saveTrackingRecord } from '@/features/bookings/api/tracking-records.ts';
import { PriceLines } from '@/features/bookings/components/wizard/price-lines.tsx';
import { ShopMap } from '@/features/map/components/shop-map.tsx';
import { useOutboxRow } from '@/features/offline/api/use-outbox.ts';
import { useShop, useShopZone } from '@/features/shop/api/use-shop.ts';

const TIPS = [
  'Arrive 10-15 minutes early so we can check you in.',
  'Bring your keys, registration and any warranty paperwork.',
  'We will text or call you with updates while we work.',
  'Questions before your visit? Call us or reply to your confirmation email.',
];

/** Turns the confirmation into the confirmed one once its queued booking has been sent. */
function useSettledConfirmation(initial: Confirmation | null): Confirmation | null {
  const row = useOutboxRow(initial?.outboxId ?? undefined);
  return useMemo(() => {
    if (!initial?.outboxId || row?.status !== 'sent') return initial;
    const res = row.response as CreateBookingResponse;
    return {
      ...initial,
      outboxId: null,
      order_id: res.order_id,
      appointmentId: res.appointment.id,
      trackingToken: res.tracking_token,
      services: res.appointment.services,
      totalPrice: res.appointment.total_price,
      discount: res.appointment.discount,
    };
  }, [initial, row]);
}

export default function AppointmentSuccessPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const initial = useMemo(() => loadConfirmation(location.state), [location.state]);
  const c = useSettledConfirmation(initial);
  const row = useOutboxRow(initial?.outboxId ?? undefined);
  const { data: shop } = useShop();

  useEffect(() => {
    if (c && initial?.outboxId && !c.outboxId && c.appointmentId && c.trackingToken) {
      saveConfirmation(c);
      saveTrackingRecord({
        appointmentId: c.appointmentId,
        email: c.email,
        isGhostSlot: c.isGhostSlot,
        token: c.trackingToken,
        date: c.appointments[0].date,
        start_time: c.appointments[0].start_time,
        service: c.services.map((s) => s.name).join(', '),
      });
    }
  }, [c, initial]);

  if (!c) return <Navigate to="/" replace />;
  const slot = c.appointments[0];
  const zone = useShopZone();
  const start = shopInstant(slot.date, slot.start_time, zone);
  const terms = cancellationTerms(toCents(c.totalPrice), start, new Date());
  const trackUrl =
    c.appointmentId && c.trackingToken
      ? `/track-appointment/${c.appointmentId}?t=${encodeURIComponent(c.trackingToken)}`
      : null;
  const address = shop ? formatAddress(shop.address) : '';
  const ics = c.order_id
    ? `data:text/calendar;charset=utf-8,${encodeURIComponent(
        bookingIcs({
          orderId: c.order_id,
          date: slot.date,
          startTime: slot.start_time,
          timeZone: zone,
          shopName: shop?.name ?? 'AutoCare Pro',
          serviceNames: c.services.map((s) => s.name),
          address,
          trackingUrl: trackUrl ? window.location.origin + trackUrl : undefined,
          now: new Date(),
        }),
      )}`
    : null;

  async function share() {
    const data = {
      title: 'My AutoCare Pro appointment',
      text: `Appointment ${c!.order_id ?? ''} on ${toDisplayDate(slot.date)} at ${toDisplayTime(slot.start_time)}`,
      url: trackUrl ? window.location.origin + trackUrl : window.location.href,
    };
    if (navigator.share) {
      try {
        await navigator.share(data);
      } catch {
        /* the user closed the share sheet */
      }
    } else {
      window.alert(m.shareUnsupported);
    }
  }

  const pending = Boolean(c.outboxId);
  return (
    <div className="page narrow confirmation">
      <h1>{pending ? 'Booking saved' : 'Appointment Confirmed!'}</h1>
      {pending && row?.status !== 'conflict' && (
        <p className="offline-note" role="status">
          Your booking is {appMessages.pendingWillBeSent}.
        </p>
      )}
      {row?.status === 'conflict' && (
        <div className="error-box" role="alert">
          <p>{row.lastError ?? m.slotUnavailable}</p>
          <button
            type="button"
            className="button small"
            onClick={async () => navigate('/schedule', { state: await reopenWizardFor(row) })}
          >
            Pick another time
          </button>
        </div>
      )}
      <section className="card">
        {c.order_id && (
          <p className="order-id">
            Order <strong>{c.order_id}</strong> <CopyButton text={c.order_id} label="order id" />
          </p>
        )}
        <dl className="facts">
          <div>
            <dt>Date</dt>
            <dd>{toDisplayDate(slot.date)}</dd>
          </div>
          <div>
            <dt>Time</dt>
            <dd>
              {toDisplayTime(slot.start_time)}
              {c.isGhostSlot ? ' (drop-off)' : ''}
            </dd>
          </div>
        </dl>
        <PriceLines lines={c.services} discount={c.discount} total={c.totalPrice} />
        {c.paymentOption === 'online' && <p className="hint">{m.paymentLinkFollows}</p>}
      </section>
      <section className="card" aria-labelledby="cancel-title">
        <h2 id="cancel-title">Cancellation terms</h2>
        <p>{cancellationPolicyText(formatCents(terms.lateFeeCents))}</p>
        {!terms.free && (
          <p className="note">
            Your appointment is less than 24 hours away: cancelling now costs {formatCents(terms.feeCents)}.
          </p>
        )}
      </section>
      <section className="card" aria-labelledby="where-title">
        <h2 id="where-title">Location</h2>
        {address && (
          <p>
            {address} <CopyButton text={address} label="address" />
          </p>
        )}
        <ShopMap />
      </section>
      <section className="card" aria-labelledby="expect-title">
        <h2 id="expect-title">What to Expect</h2>
        <ul>
          {TIPS.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      </section>
      <div className="button-row no-print">
        <Link to="/" className="button">
          Return to Home
        </Link>
        <button type="button" className="button ghost" onClick={() => window.print()}>
          Print
        </button>
        <button type="button" className="button ghost" onClick={() => void share()}>
          Share
        </button>
        {ics && (
          <a className="button ghost" href={ics} download={`${c.order_id}.ics`}>
            Add to calendar
          </a>
        )}
        {trackUrl && (
          <Link className="button ghost" to={trackUrl}>
            Track appointment
          </Link>
        )}
      </div>
    </div>
  );
}
