import { vinProblemText } from './messages.ts';
import { checkVin } from './vin.ts';

/** The sentence for an optional VIN as typed, or null when it is empty or valid. */
export function optionalVinProblem(input: string, thisYear: number): string | null {
  if (input.trim() === '') return null;
  const check = checkVin(input, thisYear);
  return check.ok ? null : vinProblemText(check.problem);
}
