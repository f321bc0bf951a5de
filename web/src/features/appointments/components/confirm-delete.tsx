import { appointmentMessages as m } from '@shop/shared/appointments/messages';
import { ConfirmModal } from '@/components/confirm-modal.tsx';

/** The spec's delete confirmation, wherever an appointment can be deleted. */
export function ConfirmDelete({ onCancel, onConfirm }: { onCancel: () => void; onConfirm: () => void }) {
  return (
    <ConfirmModal
      title="Delete appointment"
      message={m.deleteConfirm}
      confirm="Delete"
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
