import { bookingIcs, type BookingCalendarEntry } from '@shop/shared/bookings/ics';
import { formatAddress } from '@shop/shared/shop/shop-format';
import { useShop, useShopZone } from '@/features/shop/api/use-shop.ts';

/** What the page knows of an appointment; the shop's part of the file comes from the shop details. */
export type CalendarFileInput = Omit<BookingCalendarEntry, 'timeZone' | 'shopName' | 'address' | 'now'>;

/**
 * A data: URL of an appointment's .ics file, the same file its mails carry (one UID, SEQUENCE
 * from its version, the shop's zone); null while there is nothing to put in it.
 */
export function useCalendarFileHref(entry: CalendarFileInput | null): string | null {
  const { data: shop } = useShop();
  const zone = useShopZone();
  if (!entry) return null;
  const ics = bookingIcs({
    ...entry,
    timeZone: zone,
    shopName: shop?.name ?? 'AutoCare Pro',
    address: shop ? formatAddress(shop.address) : '',
    now: new Date(),
  });
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}
