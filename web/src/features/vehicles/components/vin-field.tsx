import { useState } from 'react';
import { vehicleMessages as m, vinProblemText } from '@shop/shared/vehicles/messages';
import { checkVin, VIN_LENGTH, type VinCheck } from '@shop/shared/vehicles/vin';
import { Field } from '@/components/field.tsx';

/**
 * Whether a problem is worth showing yet. A VIN still being typed is short on every keystroke, so
 * its length is named only once the field is left or holds too much; a wrong letter or check
 * digit is named at once.
 */
function shown(check: VinCheck, left: boolean): boolean {
  if (check.ok || check.problem.kind === 'empty') return false;
  if (check.problem.kind !== 'length') return true;
  return left || check.problem.length > VIN_LENGTH;
}

/** What the field says under a well-formed VIN: its model year and, when known, its maker. */
function readsAs(check: VinCheck): string | undefined {
  if (!check.ok) return undefined;
  const years = 'year' in check.modelYear ? [check.modelYear.year] : check.modelYear.years;
  return m.vinReads(years, check.maker);
}

/**
 * A VIN input that checks what is typed on the device, without the network, and says what is
 * wrong under the field. The value is kept as typed; forms normalise it through `optionalVin`.
 */
export function VinField({
  value,
  onChange,
  label = m.vinLabel,
  name,
  required,
}: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  name?: string;
  required?: boolean;
}) {
  const [left, setLeft] = useState(false);
  const check = checkVin(value);
  const empty = !check.ok && check.problem.kind === 'empty';
  const error =
    !check.ok && (shown(check, left) || (required && left && empty)) ? vinProblemText(check.problem) : undefined;
  return (
    <Field
      label={label}
      name={name}
      required={required}
      value={value}
      error={error}
      hint={readsAs(check)}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      onChange={(e) => onChange(e.target.value)}
      onBlur={() => setLeft(true)}
    />
  );
}
