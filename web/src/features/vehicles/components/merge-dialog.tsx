import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Vehicle } from '@shop/shared/vehicles/vehicle.schema';
import { vehicleLabel } from '@shop/shared/vehicles/vehicle-label';
import { vehiclePageMessages as m } from '@shop/shared/vehicles/messages';
import { ConfirmModal } from '@/components/confirm-modal.tsx';
import { Modal } from '@/components/modal.tsx';
import { runWrite } from '@/features/offline/api/run-write.ts';
import { mergeVehicle } from '../api/vehicle-writes.ts';
import { CustomerSearch } from './customer-search.tsx';

/** Finds the car this one is a duplicate of, asks, merges, and opens the kept car. */
export function MergeDialog({ vehicle, onClose }: { vehicle: Vehicle; onClose: () => void }) {
  const navigate = useNavigate();
  const [into, setInto] = useState<{ id: number; label: string } | null>(null);
  const from = vehicleLabel(vehicle);
  if (into)
    return (
      <ConfirmModal
        title={m.mergeTitle}
        message={m.mergeConfirm(from, into.label)}
        confirm="Merge"
        onCancel={() => setInto(null)}
        onConfirm={async () => {
          const out = await runWrite(mergeVehicle, { vehicle, into: into.id });
          if (out.ok) navigate(`/admin/vehicles/${into.id}`);
          onClose();
        }}
      />
    );
  return (
    <Modal title={m.mergeTitle} onClose={onClose} wide>
      <CustomerSearch
        label="Find the car to keep"
        render={(hits) => (
          <ul className="plain pick-list">
            {hits.flatMap((h) =>
              h.vehicles
                .filter((v) => v.id !== vehicle.id)
                .map((v) => (
                  <li key={v.id}>
                    <button type="button" className="button ghost" onClick={() => setInto(v)}>
                      {v.label} <span className="hint">· {h.name || h.email}</span>
                    </button>
                  </li>
                )),
            )}
          </ul>
        )}
      />
    </Modal>
  );
}
