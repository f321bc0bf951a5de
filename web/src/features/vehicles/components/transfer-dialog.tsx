import { useState } from 'react';
import type { CustomerHit } from '@shop/shared/customers/customer.schema';
import type { Vehicle } from '@shop/shared/vehicles/vehicle.schema';
import { vehicleLabel } from '@shop/shared/vehicles/vehicle-label';
import { vehiclePageMessages as m } from '@shop/shared/vehicles/messages';
import { ConfirmModal } from '@/components/confirm-modal.tsx';
import { Modal } from '@/components/modal.tsx';
import { runWrite } from '@/features/offline/api/run-write.ts';
import { transferVehicle } from '../api/vehicle-writes.ts';
import { CustomerSearch } from './customer-search.tsx';

/** Finds the new owner, asks, and moves the car with its whole history to her. */
export function TransferDialog({ vehicle, onClose }: { vehicle: Vehicle; onClose: () => void }) {
  const [to, setTo] = useState<CustomerHit | null>(null);
  if (to)
    return (
      <ConfirmModal
        title={m.transferTitle}
        message={m.transferConfirm(vehicleLabel(vehicle), to.name || to.email)}
        confirm="Transfer"
        onCancel={() => setTo(null)}
        onConfirm={async () => {
          await runWrite(transferVehicle, { vehicle, customerId: to.id });
          onClose();
        }}
      />
    );
  return (
    <Modal title={m.transferTitle} onClose={onClose} wide>
      <CustomerSearch
        label="Find the new owner"
        render={(hits) => (
          <ul className="plain pick-list">
            {hits
              .filter((h) => h.id !== vehicle.customer_id)
              .map((h) => (
                <li key={h.id}>
                  <button type="button" className="button ghost" onClick={() => setTo(h)}>
                    {h.name || h.email} <span className="hint">· {h.email}</span>
                  </button>
                </li>
              ))}
          </ul>
        )}
      />
    </Modal>
  );
}
