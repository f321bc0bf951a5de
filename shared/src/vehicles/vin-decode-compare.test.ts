import { describe, expect, it } from 'vitest';
import { vehicleMessages } from './messages.ts';
import { compareDecode } from './vin-decode-compare.ts';

const ACCORD = { make: 'Honda', model: 'Accord', model_year: 2003 };

describe('compareDecode', () => {
  it('when nothing was typed, then the decode fills all three fields and asks nothing', () => {
    expect(compareDecode({ make: '', model: '', year: '' }, ACCORD)).toEqual({
      decoded: { make: 'Honda', model: 'Accord', year: '2003' },
      fill: { make: 'Honda', model: 'Accord', year: '2003' },
      differs: [],
    });
  });

  it('when the typed fields say the same in other case and punctuation, then nothing is asked', () => {
    const c = compareDecode({ make: 'HONDA', model: ' accord ', year: '2003' }, ACCORD);
    expect(c.differs).toEqual([]);
    expect(c.fill).toEqual({});
    expect(
      compareDecode({ make: 'ford', model: 'F150', year: '2013' }, { make: 'Ford', model: 'F-150', model_year: 2013 })
        .differs,
    ).toEqual([]);
  });

  it('when the make typed is another, then that field differs and the empty model is still filled', () => {
    const c = compareDecode({ make: 'Toyota', model: '', year: '2003' }, ACCORD);
    expect(c.differs).toEqual(['make']);
    expect(c.fill).toEqual({ model: 'Accord' });
  });

  it('when the decode knows no model, then the typed model is neither filled nor questioned', () => {
    const c = compareDecode({ make: 'Honda', model: 'Civic', year: '2003' }, { ...ACCORD, model: '' });
    expect(c).toMatchObject({ fill: {}, differs: [] });
  });

  it('when the page offers the decode, then it says the year, make and model', () => {
    expect(vehicleMessages.vinSays(2003, 'Honda', 'Accord')).toBe('The VIN says 2003 Honda Accord.');
    expect(vehicleMessages.vinSays(2019, 'Tesla', '')).toBe('The VIN says 2019 Tesla.');
  });
});
