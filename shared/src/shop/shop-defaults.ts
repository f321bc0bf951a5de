import type { ShopConfig } from './shop-config.schema.ts';

/** The shop's configuration where SHOP_CONFIG says nothing else. */
export const defaultShopConfig: ShopConfig = {
  name: 'AutoCare Pro',
  tagline:
    'Honest diagnostics, quality repairs and friendly service. We treat every car with integrity, quality and a commitment to customer satisfaction.',
  established: 2023,
  address: { street: '1200 Harbor Way', city: 'Oakland', region: 'CA', postalCode: '94607' },
  coordinates: { lat: 37.7983, lng: -122.2793 },
  phone: '(510) 555-0142',
  email: 'service@autocare.example',
  timeZone: 'America/Los_Angeles',
  hours: [
    null,
    { open: '09:00', close: '18:00' },
    { open: '09:00', close: '18:00' },
    { open: '09:00', close: '18:00' },
    { open: '09:00', close: '18:00' },
    { open: '09:00', close: '18:00' },
    null,
  ],
  bays: 2,
  dropOffsPerDay: 4,
  requestsPerDay: 2,
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  tileAttribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  prices: {},
  laborRateCents: 12000,
  taxRatePercent: 0,
};
