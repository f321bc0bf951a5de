import { Modal } from './modal.tsx';

interface ConfirmModalProps {
  title: string;
  message: string;
  /** The dangerous action's button text (Delete, Reject). */
  confirm: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** A question before a destructive action: Cancel or the action, nothing else. */
export function ConfirmModal({ title, message, confirm, onCancel, onConfirm }: ConfirmModalProps) {
  return (
    <Modal
      title={title}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="button ghost" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="button danger" onClick={onConfirm}>
            {confirm}
          </button>
        </>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
