/**
 * How a text is cut into SMS segments (GSM 03.38 and 3GPP 23.040): carriers bill per segment, so
 * the composer shows the count while staff type.
 */

// The GSM-7 default alphabet: one septet each. é ñ ü ¿ ¡ are in it; á í ó ú are not.
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
    '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
// The extension table: an escape and the character, two septets each.
const GSM_EXTENDED = new Set('^{}\\[~]|€\f');

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsSegments {
  encoding: SmsEncoding;
  /** Segments the text is sent as; 0 for an empty text. */
  segments: number;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the text takes. */
  units: number;
  /** Units still free in the last segment before one more is needed. */
  left: number;
}

/** Units in one segment alone, and in each segment of a split text (its header takes the rest). */
const LIMITS: Record<SmsEncoding, { single: number; split: number }> = {
  'GSM-7': { single: 160, split: 153 },
  'UCS-2': { single: 70, split: 67 },
};

/** Septets of one character in GSM-7, or null when GSM-7 cannot carry it. */
function septets(char: string): number | null {
  if (GSM_BASIC.has(char)) return 1;
  if (GSM_EXTENDED.has(char)) return 2;
  return null;
}

/**
 * The encoding, segment count and units left of a text. One character outside GSM-7 makes the
 * whole text UCS-2, where an emoji takes two units. A character is never cut between segments (an
 * escape with its letter, a surrogate pair), so a split text may fill a segment short of 153 or 67.
 */
export function smsSegments(text: string): SmsSegments {
  const chars = Array.from(text);
  const gsm = chars.map(septets);
  const isGsm = gsm.every((n) => n !== null);
  const encoding: SmsEncoding = isGsm ? 'GSM-7' : 'UCS-2';
  const sizes = isGsm ? (gsm as number[]) : chars.map((c) => c.length);
  const units = sizes.reduce((a, b) => a + b, 0);
  const { single, split } = LIMITS[encoding];
  if (units <= single) return { encoding, segments: units === 0 ? 0 : 1, units, left: single - units };
  let segments = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > split) {
      segments += 1;
      used = 0;
    }
    used += size;
  }
  return { encoding, segments, units, left: split - used };
}
