import type { Inspection } from '@shop/shared/inspections/inspection.schema';
import { formatCents } from '@shop/shared/money/format-money';

/** The estimate's totals; the tax on parts as its own line when the shop charges one. */
export function EstimateTotalsList({ inspection, label = 'Total' }: { inspection: Inspection; label?: string }) {
  const t = inspection.totals;
  return (
    <dl className="estimate-totals">
      {inspection.tax_rate_percent > 0 && (
        <>
          <dt>Tax on parts ({inspection.tax_rate_percent}%)</dt>
          <dd>{formatCents(t.tax_cents)}</dd>
        </>
      )}
      <dt>{label}</dt>
      <dd>{formatCents(t.proposed_cents)}</dd>
      {inspection.status === 'answered' && (
        <>
          <dt>Approved</dt>
          <dd>{formatCents(t.approved_cents)}</dd>
        </>
      )}
    </dl>
  );
}
