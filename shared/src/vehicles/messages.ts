import type { OdometerUnit, ProjectedOdometer } from './vehicle.schema.ts';
import { checkVin, type VinProblem } from './vin.ts';

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

/** What the server answers about cars chosen or added. */
export const vehicleErrors = {
  notYours: 'That car is not one of yours: choose one of your cars, or type the car.',
  vinTaken: 'A car with this VIN is already on file.',
  unknownCustomer: 'No customer has this id.',
  unknownVehicle: 'No car has this id.',
};

/** The sentence for an optional VIN as typed, or null when it is empty or valid. */
export function optionalVinProblem(input: string, thisYear: number): string | null {
  if (input.trim() === '') return null;
  const check = checkVin(input, thisYear);
  return check.ok ? null : vinProblemText(check.problem);
}
