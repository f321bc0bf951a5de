import { vehicleMessages } from '../vehicles/messages.ts';
import type { OdometerUnit, ProjectedOdometer } from '../vehicles/vehicle.schema.ts';
import type { DueStatus } from './due.ts';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "3 March": a due day as a reminder says it. */
export const dayAndMonth = (date: string): string =>
  `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;

const roundedMiles = (value: number) => (Math.round(value / 100) * 100).toLocaleString('en-US');

/** Every text of maintenance rules, due chips and reminders. */
export const maintenanceMessages = {
  settingsTitle: 'Maintenance',
  ownRules: "These are the shop's own rules, not a maker's schedule; change them freely.",
  addRule: 'Add a rule',
  removeRule: 'Remove',
  saveRules: 'Save maintenance rules',
  saved: 'Maintenance rules saved.',
  saveFailed: 'The maintenance rules could not be saved.',
  milesPerDay: 'Miles a day, for a car with fewer than two readings',
  urgentDays: 'Urgent declined work: days after the decline',
  soonDays: 'Soon declined work: days after the decline',
  maxMessages: 'At most … messages per declined line',
  everyMiles: 'Every … miles',
  everyMonths: 'Every … months',
  remindMiles: 'Remind … miles before',
  remindDays: 'Remind … days before',
  service: 'Service',
  unknownService: 'There is no such service in the catalog.',
  badDays: 'Give days as whole numbers separated by commas, e.g. 2, 7.',
  /** The chip's words: "Due now" for due and overdue, "Due soon" inside the remind window. */
  chip: (status: DueStatus): string => (status === 'soon' ? 'Due soon' : 'Due now'),
  chipsTitle: 'Maintenance due',
  chipLine: (service: string, status: DueStatus, dueDate: string | null) =>
    `${maintenanceMessages.chip(status)}: ${service}${dueDate ? ` (${dayAndMonth(dueDate)})` : ''}`,
  /** "about 60,200 mi (4 readings over 14 months)"; with fewer than two days of readings it says whose rate it used. */
  projection: (p: Pick<ProjectedOdometer, 'value' | 'readings' | 'span_days'>, unit: OdometerUnit, perDay: number) =>
    p.span_days === 0
      ? `about ${roundedMiles(p.value)} ${unit} (the latest reading plus the shop's ${perDay} ${unit} a day)`
      : vehicleMessages.projectedOdometer(p, unit),
  /** The reminder's subject: "Your 2019 Civic is due for an oil change (about 60,200 mi, around 3 March)". */
  reminderSubject: (
    car: string,
    service: string,
    dueMiles: number | null,
    unit: OdometerUnit,
    dueDate: string | null,
  ) => {
    const when = [
      dueMiles === null ? null : `about ${roundedMiles(dueMiles)} ${unit}`,
      dueDate === null ? null : `around ${dayAndMonth(dueDate)}`,
    ].filter((s) => s !== null);
    return `Your ${car} is due for ${withArticle(service.toLowerCase())}${when.length ? ` (${when.join(', ')})` : ''}`;
  },
  reminderBody: (name: string, subject: string, url: string, shop: string) =>
    `Hi ${name},\n\n${subject}.\n\nBook it in a minute, with the service already chosen:\n${url}\n\n` +
    `If your odometer reads something else, tell us on that page and we will work it out again.\n\n${shop}`,
  reminderSms: (shop: string, subject: string, url: string) => `${shop}: ${subject}. Book: ${url}`,
  carFallback: 'car',
  odometerLabel: 'My odometer reads',
  odometerSave: 'Update',
  odometerSaved: 'Thanks, we worked it out again.',
  odometerLower: (latest: number, unit: OdometerUnit) =>
    `That is below the last reading we have (${latest.toLocaleString('en-US')} ${unit}). Check the number and try again.`,
  badLink: 'This link does not open a car. Ask the shop for a new one.',
  dueLine: (service: string, dueDate: string | null, dueMiles: number | null, unit: OdometerUnit) =>
    `${service}: due ${[
      dueDate ? `around ${dayAndMonth(dueDate)}` : null,
      dueMiles === null ? null : `at about ${roundedMiles(dueMiles)} ${unit}`,
    ]
      .filter((s) => s !== null)
      .join(' or ')}`,
};

/** "an oil change", "a tire rotation". */
function withArticle(noun: string): string {
  return `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;
}
