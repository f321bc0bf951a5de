import { z } from '../zod.ts';
import { defaultShopConfig } from './shop-defaults.ts';

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
  /** What an hour of labor costs on an estimate, in cents. */
  laborRateCents: z.number().int().min(0).max(10_000_000).default(12000),
  /** Sales tax on parts (labor and fees are not taxed), in percent. */
  taxRatePercent: z.number().min(0).max(50).default(0),
});
export type ShopConfig = z.infer<typeof shopConfigSchema>;

// The defaults live in a module without zod, so the app shell does not load it.
export { defaultShopConfig } from './shop-defaults.ts';

/** The SHOP_CONFIG file's text (its fields override the defaults); without a file, the defaults. */
export function shopConfigFromJson(text: string | undefined): ShopConfig {
  if (text === undefined) return defaultShopConfig;
  return shopConfigSchema.parse({ ...defaultShopConfig, ...(JSON.parse(text) as object) });
}

/** The public view of the configuration, as GET /api/shop answers it. */
export const shopInfoSchema = shopConfigSchema.omit({ prices: true, requestsPerDay: true });
export type ShopInfo = z.infer<typeof shopInfoSchema>;
