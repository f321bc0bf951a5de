import { useState } from 'react';
import type { Vehicle } from '@shop/shared/vehicles/vehicle.schema';
import { useWrite } from '@/features/offline/api/run-write.ts';
import { editVehicle } from '../api/vehicle-writes.ts';
import { MergeDialog } from './merge-dialog.tsx';
import { TransferDialog } from './transfer-dialog.tsx';
import { VehicleEditForm } from './vehicle-edit-form.tsx';

/** Edit, archive (or restore), merge into another car, transfer to another customer. */
export function VehicleActions({
  vehicle,
  editing,
  onEdit,
}: {
  vehicle: Vehicle;
  editing: boolean;
  onEdit: (editing: boolean) => void;
}) {
  const archive = useWrite(editVehicle);
  const [dialog, setDialog] = useState<'merge' | 'transfer' | null>(null);
  if (editing)
    return (
      <section className="card" aria-label="Edit vehicle">
        <VehicleEditForm vehicle={vehicle} onDone={() => onEdit(false)} />
      </section>
    );
  return (
    <>
      <div className="button-row vehicle-actions">
        <button type="button" className="button" onClick={() => onEdit(true)}>
          Edit
        </button>
        <button
          type="button"
          className="button ghost"
          disabled={archive.isPending}
          onClick={() => archive.mutate({ vehicle, edit: { archived: !vehicle.archived } })}
        >
          {vehicle.archived ? 'Restore' : 'Archive'}
        </button>
        <button type="button" className="button ghost" onClick={() => setDialog('merge')}>
          Merge into another car
        </button>
        <button type="button" className="button ghost" onClick={() => setDialog('transfer')}>
          Transfer to another customer
        </button>
      </div>
      {dialog === 'merge' && <MergeDialog vehicle={vehicle} onClose={() => setDialog(null)} />}
      {dialog === 'transfer' && <TransferDialog vehicle={vehicle} onClose={() => setDialog(null)} />}
    </>
  );
}
