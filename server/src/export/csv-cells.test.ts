import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv-cells.ts';

describe('csv cells', () => {
  it('when a field holds a comma, a quote or a line break, then it is quoted and its quotes doubled', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('when a cell begins like a formula, then it is prefixed with a quote mark so a spreadsheet keeps it text', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+1 415')).toBe("'+1 415");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('when a value is a number, a boolean or null, then it is written plainly (a negative number stays a number)', () => {
    expect(csvRow([1, -2, true, null, undefined])).toBe('1,-2,true,,\r\n');
  });
});
