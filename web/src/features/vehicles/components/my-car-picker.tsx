import type { Vehicle } from '@shop/shared/vehicles/vehicle.schema';
import { vehicleLabel } from '@shop/shared/vehicles/vehicle-label';
import { vehicleMessages as m } from '@shop/shared/vehicles/messages';
import { useMyVehicles } from '../api/my-vehicles.ts';

/**
 * A signed-in customer's cars to pick from, or "Add another car" (the fields typed as before).
 * Nothing shows when she is signed out or has no car on record yet.
 */
export function MyCarPicker({ chosen, onPick }: { chosen: number | null; onPick: (car: Vehicle | null) => void }) {
  const cars = useMyVehicles();
  if (cars.length === 0) return null;
  return (
    <fieldset className="choices">
      <legend>{m.yourCars}</legend>
      {cars.map((car) => (
        <label className="check" key={car.id}>
          <input type="radio" name="my-car" checked={chosen === car.id} onChange={() => onPick(car)} />{' '}
          {vehicleLabel(car)}
        </label>
      ))}
      <label className="check">
        <input type="radio" name="my-car" checked={chosen === null} onChange={() => onPick(null)} /> {m.addAnotherCar}
      </label>
    </fieldset>
  );
}
