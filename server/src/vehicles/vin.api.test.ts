import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleMessages } from '@shop/shared/vehicles/messages';
import { startTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t.stop();
});

const unpacked = () => readdirSync(t.deps.config.dataDir).filter((f) => f.startsWith('vpic'));

describe('GET /api/vin/{vin}', () => {
  it('when several first requests come at once, then the data is unpacked once and each is answered', async () => {
    const answers = await Promise.all(
      ['1HGCM82633A004352', 'JH4KA7561PC008269', '1HGCM82633A004352'].map((vin) => t.call('GET', `/api/vin/${vin}`)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    // One file under its final name, no temporary left beside it.
    expect(unpacked()).toEqual([expect.stringMatching(/^vpic\.lite-\d+\.sqlite$/)]);
  }, 60_000);

  it('when a 2003 Honda Accord VIN is asked, then vPIC names its maker, model, trim, engine and body', async () => {
    const res = await t.call('GET', '/api/vin/1HGCM82633A004352');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      vin: '1HGCM82633A004352',
      model_year: 2003,
      wmi: '1HG',
      manufacturer: 'AMERICAN HONDA MOTOR CO., INC.',
      make: 'Honda',
      model: 'Accord',
      trim: 'EX-V6',
      engine: '6-cylinder J30A4',
      body: 'Coupe',
    });
  });

  it.each([
    ['JH4KA7561PC008269', 1993, 'Acura', 'Legend'],
    ['5YJ3E1EA2KF317000', 2019, 'Tesla', 'Model 3'],
    ['1FTFW1ET9DFC10312', 2013, 'Ford', 'F-150'],
    ['JTDKN3DU6A0123456', 2010, 'Toyota', 'Prius'],
    ['2T1BURHEXJC043821', 2018, 'Toyota', 'Corolla'],
    ['1G1ZD5STXJF123456', 2018, 'Chevrolet', 'Malibu'],
    ['3VWDX7AJ6BM123456', 2011, 'Volkswagen', 'Jetta'],
    ['WBA3A5C57CF256651', 2012, 'BMW', '328i'],
    ['1M8GDM9AXKP042788', 1989, 'Motor Coach Industries', '102C3 Intercity'],
  ])('when %s is asked, then it is a %i %s %s', async (vin, year, make, model) => {
    const res = await t.call('GET', `/api/vin/${vin}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ vin, model_year: year, make, model, wmi: vin.slice(0, 3) });
  });

  it('when a VIN is typed in lower case with dashes, then it is decoded as the VIN it stands for', async () => {
    const res = await t.call('GET', '/api/vin/1hgcm8-2633a-004352');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ vin: '1HGCM82633A004352', model: 'Accord' });
  });

  it('when the check digit is wrong, then 422 vin_check_digit names the digit it should be', async () => {
    const res = await t.call('GET', '/api/vin/1HGCM82643A004352');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      success: false,
      code: 'vin_check_digit',
      expected_check_digit: '3',
      error: vehicleMessages.vinCheckDigit('3'),
    });
  });

  it.each([
    ['1HGCM82633A00435', vehicleMessages.vinLength(16)],
    ['1HGCM82633A0043521', vehicleMessages.vinLength(18)],
    ['1HGCO82633A004352', vehicleMessages.vinForbiddenLetter(5)],
    ['1HGCM8263IA004352', vehicleMessages.vinForbiddenLetter(10)],
  ])('when %s is asked, then 400 invalid_request says why', async (vin, message) => {
    const res = await t.call('GET', `/api/vin/${vin}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'invalid_request', error: message });
  });

  it('when a well-formed VIN has a WMI no maker registered, then 404 vin_unknown', async () => {
    // ZZZ is unassigned; the check digit is made right so only the maker is unknown.
    const res = await t.call('GET', '/api/vin/ZZZCM82693A004352');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 'vin_unknown', error: vehicleMessages.vinUnknown });
  });

  it('when VPIC_DB names a SQLite file, then it is read where it is and nothing is unpacked', async () => {
    const [file] = unpacked();
    const other = await startTestApp({ env: { VPIC_DB: path.join(t.deps.config.dataDir, file!) } });
    try {
      const res = await other.call('GET', '/api/vin/JH4KA7561PC008269');
      expect(res.body).toMatchObject({ make: 'Acura', model: 'Legend' });
      expect(readdirSync(other.deps.config.dataDir).filter((f) => f.startsWith('vpic'))).toEqual([]);
    } finally {
      await other.stop();
    }
  });

  it('when the server restarts, then the unpacked data is read again, not unpacked anew', async () => {
    const [file] = unpacked();
    const before = statSync(path.join(t.deps.config.dataDir, file!)).mtimeMs;
    await t.restart();
    expect((await t.call('GET', '/api/vin/1HGCM82633A004352')).status).toBe(200);
    expect(unpacked()).toEqual([file]);
    expect(statSync(path.join(t.deps.config.dataDir, file!)).mtimeMs).toBe(before);
  });
});
