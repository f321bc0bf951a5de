import { bookingIcs } from '@shop/shared/bookings/ics';
import { formatAddress } from '@shop/shared/shop/shop-format';
import { useShop, useShopZone } from '@/features/shop/api/use-shop.ts';
import type { Confirmation } from '../../api/confirmation.ts';
import { trackingPath } from './tracking-path.ts';

/** A data: URL of the booking's .ics file; null until the booking has an order id. */
export function useCalendarFileHref(c: Confirmation): string | null {
  const { data: shop } = useShop();
  const zone = useShopZone();
  if (!c.order_id || !c.appointmentId) return null;
  const slot = c.appointments[0];
  const trackUrl = trackingPath(c);
  const ics = bookingIcs({
    appointmentId: c.appointmentId,
    // A fresh booking is at its first version.
    version: 1,
    orderId: c.order_id,
    date: slot.date,
    startTime: slot.start_time,
    timeZone: zone,
    shopName: shop?.name ?? 'AutoCare Pro',
    serviceNames: c.services.map((s) => s.name),
    address: shop ? formatAddress(shop.address) : '',
    trackingUrl: trackUrl ? window.location.origin + trackUrl : undefined,
    now: new Date(),
  });
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}
