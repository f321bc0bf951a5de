import { useState, type FormEvent } from 'react';
import { appMessages } from '@shop/shared/app/messages';
import { vehiclePageMessages as m } from '@shop/shared/vehicles/messages';
import type { Vehicle } from '@shop/shared/vehicles/vehicle.schema';
import type { VehiclePage as VehicleDetail } from '@shop/shared/vehicles/vehicle-page.schema';
import { Field } from '@/components/field.tsx';
import { runWrite } from '@/features/offline/api/run-write.ts';
import { discardLazily, resubmitEditedLazily } from '@/features/offline/api/submit-lazily.ts';
import { queryClient } from '@/lib/query-client.ts';
import { vehicleKeys } from '../api/vehicle-queries.ts';
import { addReading } from '../api/vehicle-writes.ts';

/** The last reading the server compared with: from its answer when it says, else the page's latest. */
function lastReading(response: unknown, detail: VehicleDetail): number {
  const latest = (response as { latest?: unknown } | undefined)?.latest;
  return typeof latest === 'number' ? latest : Math.max(0, ...detail.readings.map((r) => r.value));
}

interface Lower {
  rowId: string;
  value: number;
  last: number;
}

/** "Odometer now": a reading typed by staff, queued offline; a lower one is asked about first. */
export function ReadingForm({ vehicle, detail }: { vehicle: Vehicle; detail: VehicleDetail }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [lower, setLower] = useState<Lower | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const n = Number(value);
    if (value.trim() === '' || !Number.isInteger(n) || n < 0) return setError('Enter the odometer as a whole number');
    setError(undefined);
    setBusy(true);
    const out = await runWrite(addReading, { vehicle, value: n });
    setBusy(false);
    if (out.ok) return setValue('');
    const code = (out.response as { code?: string } | undefined)?.code;
    if (code === 'odometer_lower') setLower({ rowId: out.id, value: n, last: lastReading(out.response, detail) });
    else setError(out.error);
  }

  /** The refused row itself is sent again as a correction, so the reading is saved once. */
  async function correct(yes: boolean) {
    const l = lower!;
    setLower(null);
    if (!yes) return discardLazily(l.rowId);
    // Another tab sent or dropped it first: the value typed stays, and the page says so.
    if (!(await resubmitEditedLazily(l.rowId, { value: l.value, source: 'check_in', correction: true })))
      return setError(appMessages.outboxChangedMeanwhile);
    setValue('');
    void queryClient.invalidateQueries({ queryKey: vehicleKeys.one(vehicle.id) });
  }

  return (
    <form className="reading-form" onSubmit={(e) => void submit(e)} noValidate>
      <Field
        label={`Odometer now (${vehicle.odometer_unit})`}
        inputMode="numeric"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={error}
      >
        <button type="submit" className="button" disabled={busy}>
          Add reading
        </button>
      </Field>
      {lower && (
        <div role="alertdialog" aria-label="Lower reading" className="note lower-reading">
          <p>{m.lowerReading(lower.last, vehicle.odometer_unit)}</p>
          <div className="button-row">
            <button type="button" className="button small" onClick={() => void correct(true)}>
              Save as a correction
            </button>
            <button type="button" className="button small ghost" onClick={() => void correct(false)}>
              Cancel
            </button>
          </div>
        </div>
      )}
    </form>
  );
}
