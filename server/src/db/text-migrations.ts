import type { PhoneCountry } from '@shop/shared/texts/phone-e164';
import { texts } from './migration-018-texts.ts';
import { textMediaTries } from './migration-019-text-media-tries.ts';
import { consentRecorder } from './migration-020-consent-recorder.ts';
import { inboundTexts } from './migration-021-inbound-texts.ts';

/** The migrations of two-way texts, in order; 018 reads stored phones in the shop's country. */
export const textMigrations = (country?: PhoneCountry) => [
  texts(country),
  textMediaTries,
  consentRecorder,
  inboundTexts,
];
