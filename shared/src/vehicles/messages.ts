import type { OdometerUnit, ProjectedOdometer } from './vehicle.schema.ts';
import type { VinProblem } from './vin.ts';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
const DAYS_PER_MONTH = 365.25 / 12;
/** Up to two months a span is said in days; past that, in months. */
const SPAN_IN_DAYS_UP_TO = 61;

/** Every text the vehicle fields and pages show. */
export const vehicleMessages = {
  vinEmpty: 'Enter the VIN.',
  vinLength: (length: number) => `A VIN has 17 characters (this one has ${length}).`,
  vinForbiddenLetter: (position: number) => `A VIN never contains I, O or Q (position ${position}).`,
  vinInvalidCharacter: (character: string, position: number) =>
    `A VIN has only letters and digits ("${character}" at position ${position}).`,
  vinCheckDigit: (expected: string) => `Check digit should be ${expected}.`,
  vinModelYearCode: (character: string) => `Position 10 holds the model year and cannot be ${character}.`,
  vinLabel: 'VIN',
  vinUnknown: 'No maker is known for this VIN. Check it, or type the make and model.',
  /** When the decode disagrees with what was typed: "The VIN says 2003 Honda Accord." */
  vinSays: (year: number, make: string, model: string) =>
    `The VIN says ${[year, make, model].filter((s) => s !== '').join(' ')}.`,
  vinKeepMine: 'Keep mine',
  vinTakeDecode: "Take the VIN's",
  yourCars: 'Your cars',
  addAnotherCar: 'Add another car',
  /** What a well-formed VIN says before the server decodes it: "Model year 2003, Honda." */
  vinReads: (years: readonly number[], maker?: string) =>
    `Model year ${years.join(' or ')}${maker ? `, ${maker}` : ''}.`,
  notFound: 'There is no vehicle with this id.',
  merged: 'This vehicle was merged into another one.',
  vinTaken: 'Another vehicle of the shop has this VIN.',
  conflict: 'This vehicle was changed meanwhile; here it is as it is now.',
  odometerLower: (latest: number, unit: OdometerUnit) =>
    `The odometer cannot read less than the latest reading, ${latest.toLocaleString('en-US')} ${unit}. If that one was wrong, send this one as a correction.`,
  readingInFuture: 'A reading cannot be dated in the future.',
  readingOtherAppointment: 'That appointment is not one of this vehicle.',
  noVehicleToRead: 'This appointment has no vehicle to record the odometer on.',
  mergeSelf: 'A vehicle cannot be merged into itself.',
  mergeIntoUnknown: 'There is no vehicle with that id to merge into.',
  mergeIntoMerged: 'That vehicle was itself merged into another one; merge into that one.',
  mergeUnits: 'The two vehicles count in different units; give both the same unit first.',
  customerUnknown: 'There is no customer with that id.',
  timelineVisit: 'Visit',
  timelineInspection: 'Inspection',
  timelineReading: (value: number, unit: OdometerUnit) => `${value.toLocaleString('en-US')} ${unit}`,
  readingSource: {
    check_in: 'at check-in',
    inspection: 'at inspection',
    customer: 'from the customer',
    import: 'imported',
  },
  /** "about 60,200 mi (4 readings over 14 months)": rounded to the hundred, as it is an estimate. */
  projectedOdometer: (p: Pick<ProjectedOdometer, 'value' | 'readings' | 'span_days'>, unit: OdometerUnit) => {
    const rounded = (Math.round(p.value / 100) * 100).toLocaleString('en-US');
    const span =
      p.span_days === 0
        ? ''
        : p.span_days <= SPAN_IN_DAYS_UP_TO
          ? ` over ${plural(p.span_days, 'day')}`
          : ` over ${plural(Math.round(p.span_days / DAYS_PER_MONTH), 'month')}`;
    return `about ${rounded} ${unit} (${plural(p.readings, 'reading')}${span})`;
  },
};

/** The sentence a page shows under a VIN field for one problem. */
export function vinProblemText(problem: VinProblem): string {
  const m = vehicleMessages;
  switch (problem.kind) {
    case 'empty':
      return m.vinEmpty;
    case 'length':
      return m.vinLength(problem.length);
    case 'forbidden_letter':
      return m.vinForbiddenLetter(problem.position);
    case 'invalid_character':
      return m.vinInvalidCharacter(problem.character, problem.position);
    case 'check_digit':
      return m.vinCheckDigit(problem.expected);
    case 'model_year_code':
      return m.vinModelYearCode(problem.character);
  }
}

const distance = (value: number, unit: string) => `${value.toLocaleString('en-US')} ${unit}`;

/** Every text of the vehicle page, the check-in's odometer and the customer's My vehicles. */
export const vehiclePageMessages = {
  /** The header's sentence: "Odometer: about 60,200 mi (4 readings over 14 months)." */
  projectedSentence: (estimate: string) => `Odometer: ${estimate}.`,
  noReading: 'No odometer reading yet.',
  lowerReading: (last: number, unit: string) =>
    `Lower than the last reading of ${distance(last, unit)}. Save as a correction?`,
  readingSaved: 'Reading saved.',
  readingFailed: 'The reading could not be saved.',
  saved: 'Vehicle saved.',
  saveFailed: 'The vehicle could not be saved.',
  archived: 'Vehicle archived.',
  restored: 'Vehicle restored.',
  conflict:
    'Someone else changed this car while you were editing. Your changes are still in the form; save again to apply them.',
  mergeTitle: 'Merge into another car',
  mergeConfirm: (from: string, into: string) =>
    `Merge ${from} into ${into}? Every visit, inspection and reading of ${from} moves to ${into}, and ${from} is no longer shown.`,
  merged: 'Vehicles merged.',
  mergeFailed: 'The vehicles could not be merged.',
  mergedInto: 'This car was merged into',
  transferTitle: 'Transfer to another customer',
  transferConfirm: (car: string, customer: string) => `Transfer ${car} and its whole history to ${customer}?`,
  transferred: 'Vehicle transferred.',
  transferFailed: 'The vehicle could not be transferred.',
  searchHint: 'Plate, VIN, name, email or phone',
  noMatches: 'Nothing matches.',
  loadFailed: 'This car could not be loaded. Check your connection.',
  emptyTimeline: 'Nothing recorded for this car yet.',
  timelineKind: {
    visit: 'Visit',
    inspection: 'Inspection',
    line: 'Work',
    reading: 'Odometer',
    recommendation: 'Recommended',
    message: 'Message',
  },
  noVehicles: 'No vehicles yet: your cars appear here after your first visit.',
  myVehiclesFailed: 'Your vehicles could not be loaded. Check your connection.',
  printHistory: 'Print history',
  history: 'Vehicle history',
  odometerAtVisit: (unit: string) => `Odometer now (${unit}, optional)`,
};

/** What the server answers about cars chosen or added. */
export const vehicleErrors = {
  notYours: 'That car is not one of yours: choose one of your cars, or type the car.',
  vinTaken: 'A car with this VIN is already on file.',
  unknownCustomer: 'No customer has this id.',
  unknownVehicle: 'No car has this id.',
};
