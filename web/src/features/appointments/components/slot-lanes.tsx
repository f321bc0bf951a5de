import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';

interface SlotLanesProps {
  bays: number;
  /** The bookings' chips, one per occupied lane. */
  chips: ReactNode[];
  /** The slot's one action while a lane is free (schedule here, or put a picked-up booking here). */
  action: { label: string; onClick: () => void } | null;
}

/**
 * One hour of one day as `bays` lanes side by side. Bookings fill lanes from the left; the free
 * lanes share a single "+" target, because a booking takes the slot, not a particular bay.
 */
export function SlotLanes({ bays, chips, action }: SlotLanesProps) {
  const free = Math.max(0, bays - chips.length);
  return (
    <div className="slot-lanes" style={{ gridTemplateColumns: `repeat(${bays}, minmax(0, 1fr))` }}>
      {chips}
      {action && free > 0 && (
        <button
          type="button"
          className="slot-button"
          style={{ gridColumn: `span ${free}` }}
          aria-label={action.label}
          onClick={action.onClick}
        >
          <Plus aria-hidden="true" size={18} />
        </button>
      )}
    </div>
  );
}
