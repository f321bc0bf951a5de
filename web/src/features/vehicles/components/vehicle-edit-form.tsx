import { useState, type FormEvent } from 'react';
import { vehiclePageMessages as m } from '@shop/shared/vehicles/messages';
import type { Vehicle, VehicleUpdate } from '@shop/shared/vehicles/vehicle.schema';
import { Field } from '@/components/field.tsx';
import { fieldDifferences, type FieldDifference } from '@/features/offline/api/conflict-differences.ts';
import { runWrite } from '@/features/offline/api/run-write.ts';
import { discardLazily } from '@/features/offline/api/submit-lazily.ts';
import { vehicleConflictTable } from '../api/vehicle-conflict-fields.ts';
import { editVehicle } from '../api/vehicle-writes.ts';
import { VinField } from './vin-field.tsx';
import { DifferencesTable } from '@/features/offline/components/differences-table.tsx';

type Form = {
  vin: string;
  plate: string;
  make: string;
  model: string;
  year: string;
  engine: string;
  odometer_unit: string;
};
const formOf = (v: Vehicle): Form => ({ ...v, vin: v.vin ?? '' });

/** Someone else's change met hers: what differs, and the version to save hers on. */
interface Conflict {
  rowId: string;
  version: number;
  differences: FieldDifference[];
}

function conflictOf(id: string, response: unknown, edit: object): Conflict | null {
  const body = (response ?? {}) as { code?: string; version?: number; current?: Record<string, unknown> };
  if (body.code !== 'conflict' || typeof body.version !== 'number') return null;
  return {
    rowId: id,
    version: body.version,
    differences: fieldDifferences(vehicleConflictTable, 'PUT', edit, body.current),
  };
}

/** Edits the car's fields on the version she opened; a conflict keeps her input and shows theirs. */
export function VehicleEditForm({ vehicle, onDone }: { vehicle: Vehicle; onDone: () => void }) {
  const [form, setForm] = useState<Form>(() => formOf(vehicle));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const set = (k: keyof Form) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const { vehicleFieldsSchema } = await import('@shop/shared/vehicles/vehicle.schema');
    const parsed = vehicleFieldsSchema.safeParse(form);
    if (!parsed.success) {
      return setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
    }
    setErrors({});
    const edit: Omit<VehicleUpdate, 'version'> = parsed.data;
    // Saved again after a conflict: her change goes on the version she has now seen, once.
    if (conflict) await discardLazily(conflict.rowId);
    const base = conflict ? { ...vehicle, version: conflict.version } : vehicle;
    const out = await runWrite(editVehicle, { vehicle: base, edit });
    if (out.ok) return onDone();
    const c = out.conflict ? conflictOf(out.id, out.response, edit) : null;
    setConflict(c);
    if (!c) setErrors({ form: out.error });
  }

  return (
    <form className="vehicle-edit stack" onSubmit={(e) => void submit(e)} noValidate aria-label="Edit vehicle">
      {conflict && (
        <div className="error-box" role="alert">
          <p>{m.conflict}</p>
          <DifferencesTable differences={conflict.differences} mine="Yours" theirs="Now saved" />
        </div>
      )}
      <div className="form-grid">
        <Field label="Year" value={form.year} onChange={set('year')} error={errors.year} required />
        <Field label="Make" value={form.make} onChange={set('make')} error={errors.make} required />
        <Field label="Model" value={form.model} onChange={set('model')} error={errors.model} required />
        <Field label="Engine" value={form.engine} onChange={set('engine')} error={errors.engine} />
        <Field label="Plate" value={form.plate} onChange={set('plate')} error={errors.plate} />
        <VinField value={form.vin} onChange={(vin) => setForm({ ...form, vin })} />
        <div className="field">
          <label htmlFor="odometer-unit">Odometer unit</label>
          <select id="odometer-unit" value={form.odometer_unit} onChange={set('odometer_unit')}>
            <option value="mi">Miles (mi)</option>
            <option value="km">Kilometres (km)</option>
          </select>
        </div>
      </div>
      {(errors.vin ?? errors.form) && (
        <p className="field-error" role="alert">
          {errors.vin ?? errors.form}
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="button primary">
          Save
        </button>
        <button type="button" className="button ghost" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
