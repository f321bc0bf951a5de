// No import of shop-time here: this module is in the app shell, date-fns-tz is not.
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Converts a slot time in 'h:mm AM/PM' form to 24-hour HH:mm (12 AM becomes 00, PM adds 12
 * below 12). A time in H:mm or HH:mm is returned as HH:mm; seconds are refused. Null when unreadable.
 */
export function to24Hour(value: string): string | null {
  const trimmed = value.trim();
  const plain = /^(\d{1,2}):(\d{2})$/.exec(trimmed);
  if (plain) {
    const t = `${plain[1].padStart(2, '0')}:${plain[2]}`;
    return HHMM.test(t) ? t : null;
  }
  const ampm = /^(\d{1,2}):(\d{2})\s*([AaPp])\.?[Mm]\.?$/.exec(trimmed);
  if (!ampm) return null;
  let h = Number(ampm[1]);
  const m = ampm[2];
  if (h < 1 || h > 12 || Number(m) > 59) return null;
  const pm = ampm[3].toUpperCase() === 'P';
  if (!pm && h === 12) h = 0;
  if (pm && h < 12) h += 12;
  return `${String(h).padStart(2, '0')}:${m}`;
}

/** HH:mm to the 'h:mm a' display form, e.g. 13:30 -> 1:30 PM. */
export function toDisplayTime(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  const suffix = h >= 12 ? 'PM' : 'AM';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${String(m).padStart(2, '0')} ${suffix}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** yyyy-MM-dd to the 'MMM dd, yyyy' display form, e.g. Mar 08, 2026. */
export function toDisplayDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${MONTHS[Number(m) - 1]} ${d}, ${y}`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A shop-local date and HH:mm time as the timeline says it, e.g. Mon Nov 30, 9:00 AM. */
export function toDisplayMoment(date: string, hhmm: string): string {
  const [, m, d] = date.split('-').map(Number);
  const weekday = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];
  return `${weekday} ${MONTHS[m - 1]} ${d}, ${toDisplayTime(hhmm)}`;
}
