import type { VinDecode } from './vehicle.schema.ts';

/** The three vehicle fields a VIN decode can speak to, as a form holds them. */
export interface TypedVehicle {
  make: string;
  model: string;
  year: string;
}

export type VehicleField = keyof TypedVehicle;

export interface DecodeComparison {
  /** What the VIN says, in the form's terms. */
  decoded: TypedVehicle;
  /** Fields left empty that the decode fills without asking. */
  fill: Partial<TypedVehicle>;
  /** Fields typed that the decode says otherwise: the page asks Keep mine or Take the VIN's. */
  differs: VehicleField[];
}

const FIELDS: VehicleField[] = ['make', 'model', 'year'];

/** Case, spaces and punctuation aside ("F-150" is "f150"), so only a different name counts as a disagreement. */
const same = (a: string, b: string) =>
  a.toLowerCase().replace(/[^a-z0-9]/g, '') === b.toLowerCase().replace(/[^a-z0-9]/g, '');

/** How a decode bears on what was typed: empty fields to fill, typed ones that disagree. A field the decode leaves empty is not compared. */
export function compareDecode(
  typed: TypedVehicle,
  decode: Pick<VinDecode, 'make' | 'model' | 'model_year'>,
): DecodeComparison {
  const decoded: TypedVehicle = { make: decode.make, model: decode.model, year: String(decode.model_year) };
  const fill: Partial<TypedVehicle> = {};
  const differs: VehicleField[] = [];
  for (const field of FIELDS) {
    const said = decoded[field].trim();
    if (said === '') continue;
    if (typed[field].trim() === '') fill[field] = said;
    else if (!same(typed[field], said)) differs.push(field);
  }
  return { decoded, fill, differs };
}
