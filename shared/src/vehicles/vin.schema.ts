import { z } from '../zod.ts';
import { vinProblemText } from './messages.ts';
import { checkVin } from './vin.ts';

/**
 * A VIN field that may be left empty: absent, null or blank gives null; anything else must pass
 * `checkVin` and is answered normalised (upper-case, no spaces or dashes). The issue's message is
 * the problem's text and its `params.vin` the problem itself, for answers that carry it as data.
 */
export const optionalVin = z
  .string()
  .nullish()
  .transform((input, ctx) => {
    if (input === null || input === undefined || input.trim() === '') return null;
    const check = checkVin(input);
    if (check.ok) return check.vin;
    ctx.addIssue({ code: 'custom', message: vinProblemText(check.problem), params: { vin: check.problem } });
    return z.NEVER;
  });

export type OptionalVin = z.infer<typeof optionalVin>;
