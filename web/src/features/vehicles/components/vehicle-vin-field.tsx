import type { TypedVehicle } from '@shop/shared/vehicles/vin-decode-compare';
import { VinDecodeOffer } from './vin-decode-offer.tsx';
import { VinField } from './vin-field.tsx';

/**
 * The VIN field every vehicle form uses: checked on the device as it is typed, then decoded by the
 * server, which fills empty make, model and year and offers its reading where they disagree.
 */
export function VehicleVinField({
  value,
  onChange,
  vehicle,
  onVehicle,
  label,
  name,
}: {
  value: string;
  onChange: (vin: string) => void;
  vehicle: TypedVehicle;
  onVehicle: (patch: Partial<TypedVehicle>) => void;
  label?: string;
  name?: string;
}) {
  return (
    <div className="vin-with-decode">
      <VinField value={value} onChange={onChange} label={label} name={name} />
      <VinDecodeOffer vin={value} vehicle={vehicle} onVehicle={onVehicle} />
    </div>
  );
}
