import { useEffect, useRef, useState } from 'react';
import { vehicleMessages as m } from '@shop/shared/vehicles/messages';
import { compareDecode, type TypedVehicle } from '@shop/shared/vehicles/vin-decode-compare';
import { useVinDecode } from '../api/decode-vin.ts';

/**
 * Under a VIN field: once the server decodes the VIN, empty make, model and year are filled from
 * it without asking; where a typed one disagrees, "The VIN says 2003 Honda Accord." with Keep mine
 * and Take the VIN's. Keep mine is remembered for that VIN alone. A VIN whose maker the data does
 * not know is said so: the fields are typed by hand.
 */
export function VinDecodeOffer({
  vin,
  vehicle,
  onVehicle,
}: {
  vin: string;
  vehicle: TypedVehicle;
  onVehicle: (patch: Partial<TypedVehicle>) => void;
}) {
  const { decode, unknown } = useVinDecode(vin);
  const [kept, setKept] = useState<string | null>(null);
  const filledFor = useRef<string | null>(null);
  const comparison = decode ? compareDecode(vehicle, decode) : null;
  useEffect(() => {
    // Once per VIN: a field she empties afterwards stays empty.
    if (!decode || !comparison || filledFor.current === decode.vin) return;
    filledFor.current = decode.vin;
    if (Object.keys(comparison.fill).length > 0) onVehicle(comparison.fill);
  });
  if (unknown)
    return (
      <p className="note" role="status">
        {m.vinUnknown}
      </p>
    );
  if (!decode || !comparison || comparison.differs.length === 0 || kept === decode.vin) return null;
  return (
    <div className="note vin-offer" role="status">
      <p>{m.vinSays(decode.model_year, decode.make, decode.model)}</p>
      <div className="button-row">
        <button type="button" className="button ghost" onClick={() => setKept(decode.vin)}>
          {m.vinKeepMine}
        </button>
        <button type="button" className="button" onClick={() => onVehicle(comparison.decoded)}>
          {m.vinTakeDecode}
        </button>
      </div>
    </div>
  );
}
