import { useId, useState } from 'react';
import { maintenanceMessages as m } from '@shop/shared/maintenance/messages';
import type { VehicleDue } from '@shop/shared/vehicles/vehicle-page.schema';
import type { OdometerUnit } from '@shop/shared/vehicles/vehicle.schema';
import { useCustomerReading, useVehiclePrefill, type CarLink } from '../api/vehicle-prefill.ts';

function DueLines({ due, unit }: { due: VehicleDue[]; unit: OdometerUnit }) {
  return (
    <ul className="plain" aria-live="polite">
      {due.map((d) => (
        <li key={d.rule_id}>{m.dueLine(d.service_name, d.due_date, d.due_miles, unit)}</li>
      ))}
    </ul>
  );
}

/** A reminder's car: when its services come due, and "My odometer reads ___" to work it out again. */
export function OdometerBox({ link }: { link: CarLink }) {
  const prefill = useVehiclePrefill(link);
  const reading = useCustomerReading(link);
  const [value, setValue] = useState('');
  const inputId = useId();
  if (!prefill.data) return null;
  const { due, unit, projected_text } = prefill.data;
  return (
    <section className="card stack" aria-label={m.chipsTitle}>
      {projected_text && <p className="hint">{projected_text}</p>}
      <DueLines due={due} unit={unit} />
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (value.trim() !== '') reading.mutate(Number(value.replace(/[,\s]/g, '')));
        }}
      >
        <label htmlFor={inputId}>{m.odometerLabel}</label>
        <input
          id={inputId}
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
        <span>{unit}</span>
        <button type="submit" className="button small" disabled={reading.isPending}>
          {m.odometerSave}
        </button>
      </form>
      {reading.isSuccess && <p role="status">{m.odometerSaved}</p>}
      {reading.isError && (
        <p role="alert" className="error-box">
          {reading.error.message}
        </p>
      )}
    </section>
  );
}
