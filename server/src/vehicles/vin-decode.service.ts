import { vehicleMessages, vinProblemText } from '@shop/shared/vehicles/messages';
import type { VinDecode } from '@shop/shared/vehicles/vehicle.schema';
import { checkVin } from '@shop/shared/vehicles/vin';
import { AppError } from '../http/app-error.ts';
import { keyFit, patternSubject, wmiCandidates } from './vin-pattern.ts';
import { readyVpicFile } from './vpic-file.ts';
import { VpicRepository, type DecodeElement, type PatternRow, type WmiRow } from './vpic.repository.ts';

type Fitted = PatternRow & { fit: number };

/** The schema the model came from, else the one most patterns fit: a car's trim and engine come from one schema. */
function primarySchema(fitted: Fitted[]): number | undefined {
  const score = new Map<number, { model: number; count: number }>();
  for (const p of fitted) {
    const s = score.get(p.schema_id) ?? { model: -1, count: 0 };
    score.set(p.schema_id, {
      model: p.element === 'Model' && p.value ? Math.max(s.model, p.fit) : s.model,
      count: s.count + 1,
    });
  }
  const ranked = [...score].sort(([, a], [, b]) => b.model - a.model || b.count - a.count);
  return ranked[0]?.[0];
}

/** Each element's value: the primary schema's first, the most specific key, the newest pattern on a tie. */
function chooseValues(fitted: Fitted[]): Map<DecodeElement, Fitted> {
  const primary = primarySchema(fitted);
  const rank = (p: Fitted) => [p.schema_id === primary ? 1 : 0, p.fit, p.id];
  const better = (a: Fitted, b: Fitted) => {
    const [x, y] = [rank(a), rank(b)];
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! > y[i]!;
    return false;
  };
  const chosen = new Map<DecodeElement, Fitted>();
  for (const p of fitted) {
    if (!p.value) continue;
    const current = chosen.get(p.element);
    if (!current || better(p, current)) chosen.set(p.element, p);
  }
  return chosen;
}

/** "3.0L 6-cylinder J30A4" from whichever of the three vPIC knows. */
function engineOf(values: Map<DecodeElement, Fitted>): string | undefined {
  const cc = Number(values.get('Displacement (CC)')?.value);
  const litres = Number(values.get('Displacement (L)')?.value ?? cc / 1000);
  const cylinders = values.get('Engine Number of Cylinders')?.value;
  const parts = [
    Number.isFinite(litres) && litres > 0 ? `${litres.toFixed(1)}L` : null,
    cylinders ? `${cylinders}-cylinder` : null,
    values.get('Engine Model')?.value ?? null,
  ].filter((s): s is string => !!s);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/**
 * GET /api/vin/{vin}: validity by the shared rule (vPIC's data does not check the check digit),
 * then the maker by WMI and the model, trim, engine and body by vPIC's patterns for the model year.
 */
export class VinDecoder {
  private repository: Promise<VpicRepository> | null = null;

  constructor(
    private readonly source: string,
    private readonly dataDir: string,
    /** The shop's calendar year, which rules out model years not yet sold. */
    private readonly thisYear: () => number,
  ) {}

  /** Opens the data on first use; a failed unpack is tried again by the next request. */
  private open(): Promise<VpicRepository> {
    this.repository ??= readyVpicFile(this.source, this.dataDir)
      .then((file) => VpicRepository.open(file))
      .catch((err: unknown) => {
        this.repository = null;
        throw err;
      });
    return this.repository;
  }

  async decode(input: string): Promise<VinDecode> {
    const check = checkVin(input, this.thisYear());
    if (!check.ok) {
      const message = vinProblemText(check.problem);
      if (check.problem.kind === 'check_digit')
        throw new AppError(422, 'vin_check_digit', message, { expected_check_digit: check.problem.expected });
      throw new AppError(400, 'invalid_request', message);
    }
    const vpic = await this.open();
    let wmi: WmiRow | undefined;
    for (const code of wmiCandidates(check.vin)) wmi ??= await vpic.wmi(code);
    if (!wmi) throw new AppError(404, 'vin_unknown', vehicleMessages.vinUnknown);

    // The earlier year first: a digit at position 7 after 2009 is kept only by heavy vehicles,
    // buses and trailers, so for the cars a shop sees it means the earlier cycle.
    const years = 'year' in check.modelYear ? [check.modelYear.year] : check.modelYear.years;
    const subject = patternSubject(check.vin);
    let found: { year: number; values: Map<DecodeElement, Fitted> } | undefined;
    for (const year of years) {
      const patterns = await vpic.patterns(await vpic.schemas(wmi.id, year));
      const fitted = patterns.flatMap((p) => {
        const fit = keyFit(p.keys, subject);
        return fit === null ? [] : [{ ...p, fit }];
      });
      const values = chooseValues(fitted);
      found ??= { year, values };
      if (values.has('Model')) {
        found = { year, values };
        break;
      }
    }
    const { year, values } = found!;
    const model = values.get('Model');
    const trim = values.get('Trim')?.value ?? values.get('Series')?.value ?? undefined;
    const engine = engineOf(values);
    const body = values.get('Body Class')?.value ?? undefined;
    return {
      vin: check.vin,
      model_year: year,
      wmi: wmi.wmi,
      manufacturer: wmi.manufacturer ?? '',
      make: model?.make ?? wmi.makes ?? '',
      model: model?.value ?? '',
      ...(trim ? { trim } : {}),
      ...(engine ? { engine } : {}),
      ...(body ? { body } : {}),
    };
  }
}
