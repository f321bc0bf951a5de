import { z } from '../zod.ts';

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:mm');

/** Opening hours of one weekday (0 = Sunday); null means closed. */
export const dayHoursSchema = z.object({ open: hhmm, close: hhmm }).nullable();

/** Everything about the shop that pages and rules read instead of hard-coding it. */
export const shopConfigSchema = z.object({
  name: z.string().min(1),
  tagline: z.string(),
  established: z.number().int(),
  address: z.object({
    street: z.string(),
    city: z.string(),
    region: z.string(),
    postalCode: z.string(),
  }),
  coordinates: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  phone: z.string(),
  email: z.string().email(),
  timeZone: z.string().min(1),
  /** Index 0 is Sunday. */
  hours: z.array(dayHoursSchema).length(7),
  bays: z.number().int().min(1).max(20),
  dropOffsPerDay: z.number().int().min(0).max(100),
  requestsPerDay: z.number().int().min(1).max(1_000_000),
  tileUrl: z.string().min(1),
  tileAttribution: z.string().min(1),
  /** Catalog prices in dollars by service id, overriding the seeded catalog. */
  prices: z.record(z.string(), z.number().nonnegative()).default({}),
});
export type ShopConfig = z.infer<typeof shopConfigSchema>;

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
};

/** The public view of the configuration, as GET /api/shop answers it. */
export const shopInfoSchema = shopConfigSchema.omit({ prices: true, requestsPerDay: true });
export type ShopInfo = z.infer<typeof shopInfoSchema>;
