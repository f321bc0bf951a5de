import { useKeepVehiclesOffline } from '../api/keep-vehicles-offline.ts';

/** Mounted in the staff area: keeps the board's and lately opened cars' pages for offline. */
export function KeepVehiclesOffline() {
  useKeepVehiclesOffline();
  return null;
}
