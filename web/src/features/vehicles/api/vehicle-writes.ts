import { vehicleMessages, vehiclePageMessages as m } from '@shop/shared/vehicles/messages';
import type { Reading, Vehicle, VehicleUpdate } from '@shop/shared/vehicles/vehicle.schema';
import type { VehiclePage as VehicleDetail } from '@shop/shared/vehicles/vehicle-page.schema';
import type { Write } from '@/features/offline/api/run-write.ts';
import { adminKeys } from '@/features/appointments/api/appointment-queries.ts';
import { queryClient } from '@/lib/query-client.ts';
import { vehicleKeys } from './vehicle-queries.ts';

/** Applies a change to the cached page of one car, so it shows at once (also offline). */
function patchVehicle(id: number, patch: (d: VehicleDetail) => VehicleDetail): void {
  queryClient.setQueryData<VehicleDetail>(vehicleKeys.one(id), (old) => (old ? patch(old) : old));
}

/** Changes to one car replay in order, each on the version the one before produced. */
const vehicleVersion = (v: Vehicle) => ({ record: `vehicle:${v.id}`, version: v.version });

type ReadingArgs = { vehicle: Vehicle; value: number; correction?: boolean };

/** POST /api/admin/vehicles/{id}/readings: what the odometer reads now, typed by staff. */
export const addReading: Write<ReadingArgs> = {
  kind: 'vehicles',
  method: 'POST',
  path: ({ vehicle }) => `/api/admin/vehicles/${vehicle.id}/readings`,
  payload: ({ value, correction }) => ({ value, source: 'check_in', ...(correction ? { correction } : {}) }),
  label: ({ vehicle, value }) => `Odometer of vehicle #${vehicle.id}: ${value} ${vehicle.odometer_unit}`,
  touches: vehicleKeys.all,
  optimistic: ({ vehicle, value }) => {
    const reading: Reading = { value, source: 'check_in', recorded_at: new Date().toISOString() };
    const entry = {
      at: reading.recorded_at,
      kind: 'reading' as const,
      title: vehicleMessages.timelineReading(value, vehicle.odometer_unit),
    };
    patchVehicle(vehicle.id, (d) => ({ ...d, readings: [reading, ...d.readings], timeline: [entry, ...d.timeline] }));
  },
  success: m.readingSaved,
  failure: m.readingFailed,
};

type EditArgs = { vehicle: Vehicle; edit: Omit<VehicleUpdate, 'version'> };

/** PUT /api/admin/vehicles/{id}: an edit of the car's fields, or its archiving, on the version she saw. */
export const editVehicle: Write<EditArgs> = {
  kind: 'vehicles',
  method: 'PUT',
  path: ({ vehicle }) => `/api/admin/vehicles/${vehicle.id}`,
  payload: ({ edit }) => edit,
  label: ({ vehicle, edit }) =>
    edit.archived === undefined
      ? `Edit vehicle #${vehicle.id}`
      : `${edit.archived ? 'Archive' : 'Restore'} vehicle #${vehicle.id}`,
  versioned: ({ vehicle }) => vehicleVersion(vehicle),
  touches: vehicleKeys.all,
  optimistic: ({ vehicle, edit }) =>
    patchVehicle(vehicle.id, (d) => ({ ...d, vehicle: { ...d.vehicle, ...edit, vin: edit.vin ?? d.vehicle.vin } })),
  success: ({ edit }) => (edit.archived === undefined ? m.saved : edit.archived ? m.archived : m.restored),
  failure: m.saveFailed,
};

/** POST /api/admin/vehicles/{id}/merge: everything of this car moves to `into` (idempotent). */
export const mergeVehicle: Write<{ vehicle: Vehicle; into: number }> = {
  kind: 'vehicles',
  method: 'POST',
  path: ({ vehicle }) => `/api/admin/vehicles/${vehicle.id}/merge`,
  payload: ({ into }) => ({ into }),
  label: ({ vehicle, into }) => `Merge vehicle #${vehicle.id} into #${into}`,
  touches: adminKeys.all,
  success: m.merged,
  failure: m.mergeFailed,
};

/** POST /api/admin/vehicles/{id}/transfer: the car and its whole history change owner. */
export const transferVehicle: Write<{ vehicle: Vehicle; customerId: number }> = {
  kind: 'vehicles',
  method: 'POST',
  path: ({ vehicle }) => `/api/admin/vehicles/${vehicle.id}/transfer`,
  payload: ({ customerId }) => ({ customer_id: customerId }),
  label: ({ vehicle, customerId }) => `Transfer vehicle #${vehicle.id} to customer #${customerId}`,
  touches: adminKeys.all,
  success: m.transferred,
  failure: m.transferFailed,
};
