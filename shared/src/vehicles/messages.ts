import { checkVin, type VinProblem } from './vin.ts';

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
