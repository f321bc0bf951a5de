import type { PriceLine } from '@shop/shared/bookings/booking.schema';

/** What the confirmation page shows (customer spec 3), plus the outbox id while pending. */
export interface Confirmation {
  order_id: string | null;
  appointmentId: number | null;
  appointments: { date: string; start_time: string; end_time: string }[];
  services: PriceLine[];
  totalPrice: number;
  discount: number;
  isGhostSlot: boolean;
  paymentOption: 'online' | 'inPerson';
  email: string;
  trackingToken: string | null;
  /** The shop confirms it first (status pending, after missed appointments). */
  awaitsShop?: boolean;
  /** Set while the booking waits in the outbox. */
  outboxId: string | null;
  /** Once sent: the outbox row it was (gone by then), so a reload of the pending page finds it settled. */
  settledFrom?: string;
}

const KEY = 'lastBooking';

export function saveConfirmation(c: Confirmation): void {
  sessionStorage.setItem(KEY, JSON.stringify(c));
}

/** Forgets the last booking (its confirmation holds a tracking token and an email). */
export function clearConfirmation(): void {
  sessionStorage.removeItem(KEY);
}

function stored(): Confirmation | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Confirmation) : null;
  } catch {
    return null;
  }
}

export function loadConfirmation(fromState: unknown): Confirmation | null {
  const state = fromState as Confirmation | null;
  if (!state?.appointments) return stored();
  const kept = state.outboxId ? stored() : null;
  return kept && kept.settledFrom === state.outboxId ? kept : state;
}
