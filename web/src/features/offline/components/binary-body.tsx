import type { OutboxRow } from '../api/outbox-db.ts';
import { progressText, type BodyView } from '../api/outbox-row-view.ts';
import { useUploadProgress } from '../api/use-upload-progress.ts';

/**
 * A row of bytes (a photo) on the outbox page: its type and size, and while this page sends it, how
 * far it has got. Never the bytes themselves. Sent by the service worker, it has no progress to show.
 */
export function BinaryBody({ row, body }: { row: OutboxRow; body: Extract<BodyView, { kind: 'binary' }> }) {
  const progress = useUploadProgress(row.id);
  if (row.status === 'sending' && progress) {
    const text = progressText(progress.sent, progress.total);
    return (
      <div className="field">
        <progress max={progress.total} value={progress.sent} aria-label={`${row.label} upload`}>
          {text}
        </progress>
        <p className="hint">{text}</p>
      </div>
    );
  }
  return (
    <p className="hint">
      {body.type}, {body.size}
    </p>
  );
}
