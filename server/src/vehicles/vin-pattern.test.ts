import { describe, expect, it } from 'vitest';
import { keyFit, patternSubject, wmiCandidates } from './vin-pattern.ts';

const ACCORD = patternSubject('1HGCM82633A004352');

describe('vPIC pattern keys', () => {
  it('when a VIN is read for keys, then positions 4-8 and 10-17 stand either side of the check digit', () => {
    expect(ACCORD).toBe('CM826|3A004352');
  });

  it.each([
    ['CM826', 10],
    ['CM82[67]', 9],
    ['CM8[1-3]6', 9],
    ['CM***', 4],
    ['*****|3', 2],
    ['*****|*A', 2],
    ['CM826|3A004352', 26],
  ])('when key %s is read against the 2003 Accord, then it fits with %i', (keys, fit) => {
    expect(keyFit(keys, ACCORD)).toBe(fit);
  });

  it.each(['CM827', 'CM82[1-5]', 'CM8[013]6', '*****|4', 'CM826|3A0043521', 'CM82[6'])(
    'when key %s is read against the 2003 Accord, then it does not fit',
    (keys) => {
      expect(keyFit(keys, ACCORD)).toBeNull();
    },
  );

  it('when a range and a list share one bracket, then both are read', () => {
    expect(keyFit('[A-CM]', 'M')).toBe(1);
    expect(keyFit('[A-CM]', 'B')).toBe(1);
    expect(keyFit('[A-CM]', 'D')).toBeNull();
  });

  it('when position 3 is a 9, then the six-character WMI of a small maker is tried before the three', () => {
    expect(wmiCandidates('1F9AB12345C434999')).toEqual(['1F9434', '1F9']);
    expect(wmiCandidates('1HGCM82633A004352')).toEqual(['1HG']);
  });
});
