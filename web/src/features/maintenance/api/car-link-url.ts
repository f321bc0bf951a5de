/** A reminder's link: the car and the token it carries. */
export interface CarLink {
  vehicleId: number;
  token: string;
}

/** A car's link to the wizard: a reminder's services, or Book these's declined lines. */
export type WizardLink = CarLink & { serviceIds: number[]; recommendationIds: number[] };

const idsOf = (list: string | null) =>
  [...new Set((list ?? '').split(',').map(Number))].filter((n) => Number.isInteger(n) && n > 0);

/** The link's parameters from /schedule's query string, or null when it is not a car's link. */
export function carLinkOf(search: string): WizardLink | null {
  const p = new URLSearchParams(search);
  const vehicleId = Number(p.get('vehicle'));
  const token = p.get('t');
  if (!Number.isInteger(vehicleId) || vehicleId <= 0 || !token) return null;
  return { vehicleId, token, serviceIds: idsOf(p.get('services')), recommendationIds: idsOf(p.get('recommendations')) };
}
