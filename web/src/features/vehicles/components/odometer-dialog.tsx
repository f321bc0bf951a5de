import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { vehiclePageMessages as m } from '@shop/shared/vehicles/messages';
import { Field } from '@/components/field.tsx';
import { Modal } from '@/components/modal.tsx';
import { vehicleQuery } from '../api/vehicle-queries.ts';

/**
 * Asks what the odometer reads as the visit's status changes (API.md: the status route takes
 * `odometer` beside `completed`), in the car's own unit (miles while its page is not cached); left empty,
 * the status changes without a reading.
 */
export function OdometerDialog({
  title,
  action,
  vehicleId,
  onCancel,
  onConfirm,
}: {
  title: string;
  action: string;
  vehicleId: number | null | undefined;
  onCancel: () => void;
  onConfirm: (odometer: number | undefined) => void;
}) {
  // From the cache only (the board's cars are kept there): a status change sends nothing else.
  const car = useQuery({ ...vehicleQuery(vehicleId ?? 0), enabled: false });
  const unit = car.data?.vehicle.odometer_unit ?? 'mi';
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  function submit(e: FormEvent) {
    e.preventDefault();
    if (value.trim() === '') return onConfirm(undefined);
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0) return setError('Enter the odometer as a whole number');
    onConfirm(n);
  }
  return (
    <Modal title={title} onClose={onCancel}>
      <form onSubmit={submit} noValidate>
        <Field
          label={m.odometerAtVisit(unit)}
          inputMode="numeric"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={error}
          autoFocus
        />
        <div className="button-row">
          <button type="submit" className="button primary">
            {action}
          </button>
          <button type="button" className="button ghost" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
