import type { ChecklistEntry } from '@shop/shared/inspections/checklist';
import { estimateTotals, lineTotalCents } from '@shop/shared/inspections/estimate-rules';
import type { EstimateLine, Inspection, LineFields } from '@shop/shared/inspections/inspection.schema';

/** The estimate's totals as the server will answer them, for the cached copy shown at once. */
export const withTotals = (i: Inspection): Inspection => ({
  ...i,
  totals: estimateTotals(i.lines, i.tax_rate_percent),
});

/** A draft as the server will make it, shown at once (also offline) under the device's id. */
export function localInspection(
  appointmentId: number,
  id: string,
  checklist: ChecklistEntry[],
  rates: { laborRateCents: number; taxRatePercent: number },
): Inspection {
  return withTotals({
    id,
    appointment_id: appointmentId,
    status: 'draft',
    version: 1,
    items: checklist.map((e) => ({ key: e.key, label: e.label, condition: null, note: '', photos: [] })),
    lines: [],
    totals: { proposed_cents: 0, approved_cents: 0, declined_cents: 0, tax_cents: 0, approved_tax_cents: 0 },
    tax_rate_percent: rates.taxRatePercent,
    labor_rate_cents: rates.laborRateCents,
    signed_name: null,
    sent_at: null,
    answered_at: null,
  });
}

/** A new pending line as the server will answer it. */
export const localLine = (id: string, fields: LineFields): EstimateLine => ({
  id,
  item_key: fields.item_key ?? null,
  kind: fields.kind,
  description: fields.description,
  quantity: fields.quantity,
  unit_price_cents: fields.unit_price_cents,
  total_cents: lineTotalCents(fields),
  decision: 'pending',
});
