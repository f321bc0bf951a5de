import { bookingMessages as m } from '@shop/shared/bookings/messages';
import { Modal } from '@/components/modal.tsx';

/** Asks whether the vehicle has a plate yet; new vehicles sometimes do not. */
export function PlateHelpModal({ onPick, onClose }: { onPick: (hasPlate: boolean) => void; onClose: () => void }) {
  return (
    <Modal title={m.licensePlateStatusTitle} onClose={onClose}>
      <p>New vehicles sometimes have no plate yet. Tell us which applies.</p>
      <div className="button-row">
        <button type="button" className="button" onClick={() => onPick(true)}>
          {m.haveLicensePlate}
        </button>
        <button type="button" className="button ghost" onClick={() => onPick(false)}>
          {m.noLicensePlateYet}
        </button>
      </div>
    </Modal>
  );
}
