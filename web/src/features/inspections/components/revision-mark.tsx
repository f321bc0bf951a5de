import type { LineRevision } from '@shop/shared/inspections/estimate-revision';
import { inspectionMessages as m } from '@shop/shared/inspections/messages';
import { formatCents } from '@shop/shared/money/format-money';

/** A line's description and price, struck through once the shop removed it. */
export function LineText({ revision: r }: { revision: LineRevision }) {
  const text = (
    <>
      {r.line.description} <strong>{formatCents(r.line.total_cents)}</strong>
    </>
  );
  return (
    <span className="line-text">
      {r.change === 'removed' ? <del>{text}</del> : text}
      <RevisionMark revision={r} />
    </span>
  );
}

/** What the shop's revision did to a line: changed (was, now), added or removed; nothing when the same. */
function RevisionMark({ revision: r }: { revision: LineRevision }) {
  if (r.change === 'same') return null;
  const label = { changed: m.revised.changed, added: m.revised.added, removed: m.revised.removed }[r.change];
  return (
    <span className="revision-mark">
      <span className="badge revision">{label}</span>
      {r.change === 'changed' && r.was.total_cents !== r.line.total_cents && (
        <span className="was-now">
          {m.revised.was(r.was.total_cents)}, {m.revised.now(r.line.total_cents)}
        </span>
      )}
    </span>
  );
}

/** The notice above a revised estimate: the shop changed it after she read it, and what to do now. */
export function RevisedNotice() {
  return (
    <div className="note revised-notice" role="alert">
      <strong>{m.revised.heading}.</strong> {m.revised.intro}
    </div>
  );
}
