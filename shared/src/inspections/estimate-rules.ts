/**
 * The estimate's arithmetic and the customer's answer rules, in integer cents. Both the server
 * (what it stores and mails) and the pages (the live total) call these.
 */

import { canonicalStatus } from '../appointments/appointment-status.ts';

export type LineKind = 'labor' | 'part' | 'fee';

/**
 * An estimate is sent and answered only while its appointment stands: once the appointment is
 * cancelled, no repair follows, so nothing of it can be approved.
 */
export const estimateOpen = (appointmentStatus: string): boolean =>
  canonicalStatus(appointmentStatus) !== ESTIMATE_CLOSING_STATUS;

/** The appointment status (stored in this spelling) that closes an estimate; queries filter on it. */
export const ESTIMATE_CLOSING_STATUS = 'cancelled';
export type Decision = 'pending' | 'approved' | 'declined';

export interface PricedLine {
  id: string;
  kind: LineKind;
  quantity: number;
  unit_price_cents: number;
  decision: Decision;
}

export interface EstimateTotals {
  /** Every line, tax included. */
  proposed_cents: number;
  approved_cents: number;
  declined_cents: number;
  /** The tax in `proposed_cents` (parts only). */
  tax_cents: number;
  /** The tax in `approved_cents`. */
  approved_tax_cents: number;
}

/** A line's price before tax: quantity (hours for labor, 1.5 allowed) times unit price, rounded to the cent. */
export const lineTotalCents = (l: Pick<PricedLine, 'quantity' | 'unit_price_cents'>): number =>
  Math.round(l.quantity * l.unit_price_cents);

/** Tax on the part lines among `lines`, rounded once on their sum; labor and fees are not taxed. */
export function taxCents(lines: Pick<PricedLine, 'kind' | 'quantity' | 'unit_price_cents'>[], ratePercent: number) {
  const parts = lines.filter((l) => l.kind === 'part').reduce((sum, l) => sum + lineTotalCents(l), 0);
  return Math.round((parts * ratePercent) / 100);
}

const withTax = (lines: PricedLine[], ratePercent: number) =>
  lines.reduce((sum, l) => sum + lineTotalCents(l), 0) + taxCents(lines, ratePercent);

/** The estimate's totals: all proposed, approved and declined, each with the tax on its parts. */
export function estimateTotals(lines: PricedLine[], ratePercent: number): EstimateTotals {
  const approved = lines.filter((l) => l.decision === 'approved');
  return {
    proposed_cents: withTax(lines, ratePercent),
    approved_cents: withTax(approved, ratePercent),
    declined_cents: withTax(
      lines.filter((l) => l.decision === 'declined'),
      ratePercent,
    ),
    tax_cents: taxCents(lines, ratePercent),
    approved_tax_cents: taxCents(approved, ratePercent),
  };
}

/** The lines with the customer's choices so far applied (the live total before sending). */
export const withChoices = (lines: PricedLine[], choices: Record<string, 'approved' | 'declined'>): PricedLine[] =>
  lines.map((l) => (l.decision === 'pending' && choices[l.id] ? { ...l, decision: choices[l.id]! } : l));

export interface Answer {
  approved: string[];
  declined: string[];
}

/** Why an answer is refused: 'invalid' (400: a line not of this estimate, twice, or one left out), 'answered' (409). */
export type AnswerProblem = 'unknown_line' | 'duplicate_line' | 'missing_line' | 'already_answered';

/**
 * Checks an answer against the estimate's lines: every pending line exactly once, in one of the
 * two lists, and nothing else. A line answered before is 'already_answered'.
 */
export function answerProblem(lines: Pick<PricedLine, 'id' | 'decision'>[], answer: Answer): AnswerProblem | null {
  const named = [...answer.approved, ...answer.declined];
  const byId = new Map(lines.map((l) => [l.id, l]));
  if (named.some((id) => !byId.has(id))) return 'unknown_line';
  if (new Set(named).size !== named.length) return 'duplicate_line';
  if (named.some((id) => byId.get(id)!.decision !== 'pending')) return 'already_answered';
  const pending = lines.filter((l) => l.decision === 'pending');
  if (pending.length === 0) return 'already_answered';
  if (pending.some((l) => !named.includes(l.id))) return 'missing_line';
  return null;
}

/** Decisions as the answer sets them, for the lines it names. */
export function decisionsOf(answer: Answer): Map<string, 'approved' | 'declined'> {
  return new Map([
    ...answer.approved.map((id) => [id, 'approved'] as const),
    ...answer.declined.map((id) => [id, 'declined'] as const),
  ]);
}

/** Conditions in the order the customer reads them: Urgent first, then Soon, then Good. */
export const CONDITION_ORDER = { urgent: 0, soon: 1, good: 2 } as const;
