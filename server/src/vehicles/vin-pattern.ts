/**
 * vPIC's pattern keys, read as NHTSA's own decoder reads them: a key is matched from VIN position 4
 * against positions 4-8, a `|` standing for the check digit, then positions 10-17; `*` is any one
 * character, `[...]` one of a list or range (`[A-C5]`), anything else itself; a key shorter than
 * the subject constrains only the positions it covers.
 */

/** The string keys are matched against: positions 4-8, `|`, positions 10-17. */
export function patternSubject(vin: string): string {
  return `${vin.slice(3, 8)}|${vin.slice(9)}`;
}

/** Whether `c` is in a bracket's contents, e.g. `05-9` or `A-CJ`. */
function inClass(c: string, contents: string): boolean {
  for (let i = 0; i < contents.length; i++) {
    if (contents[i + 1] === '-' && i + 2 < contents.length) {
      if (c >= contents[i]! && c <= contents[i + 2]!) return true;
      i += 2;
    } else if (contents[i] === c) return true;
  }
  return false;
}

/**
 * How closely a key fits the subject, or null when it does not: 2 per position named exactly, 1 per
 * position named by a list or range, 0 for `*` and the check digit's `|`. When several keys of one
 * element fit, the most specific one describes the car (a key for one trim beats the model's).
 */
export function keyFit(keys: string, subject: string): number | null {
  let fit = 0;
  let position = 0;
  for (let i = 0; i < keys.length; i++, position++) {
    const c = subject[position];
    if (c === undefined) return null;
    const k = keys[i]!;
    if (k === '[') {
      const end = keys.indexOf(']', i);
      if (end < 0 || !inClass(c, keys.slice(i + 1, end))) return null;
      fit += 1;
      i = end;
    } else if (k !== '*') {
      if (k !== c) return null;
      if (k !== '|') fit += 2;
    }
  }
  return fit;
}

/** The positions 1-3 of a VIN, or 1-3 and 12-14 for a maker of fewer than 1,000 cars a year (a 9 at position 3). */
export function wmiCandidates(vin: string): string[] {
  const three = vin.slice(0, 3);
  return vin[2] === '9' ? [three + vin.slice(11, 14), three] : [three];
}
