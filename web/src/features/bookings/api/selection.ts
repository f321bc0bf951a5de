import type { PricedService } from '@shop/shared/bookings/pricing';

/** What /services hands to /schedule: the chosen services and their total. */
export interface ServiceSelection {
  services: PricedService[];
  totalPrice: number;
}

const KEY = 'scheduleSelection';

export function saveSelection(s: ServiceSelection): void {
  sessionStorage.setItem(KEY, JSON.stringify(s));
}

export function clearSelection(): void {
  sessionStorage.removeItem(KEY);
}

/** The selection from navigation state, else the copy kept for reloads. */
export function loadSelection(fromState: unknown): ServiceSelection | null {
  const state = fromState as Partial<ServiceSelection> | null;
  if (state?.services?.length) {
    saveSelection({ services: state.services, totalPrice: state.totalPrice ?? 0 });
    return { services: state.services, totalPrice: state.totalPrice ?? 0 };
  }
  try {
    const raw = sessionStorage.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as ServiceSelection) : null;
    return parsed?.services?.length ? parsed : null;
  } catch {
    return null;
  }
}
