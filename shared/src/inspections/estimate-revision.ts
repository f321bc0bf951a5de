/**
 * What the shop changed between the estimate a customer read and the one it holds now, line by
 * line, so the page can mark it before she answers again.
 */

import type { EstimateLine } from './inspection.schema.ts';

export type LineRevision =
  | { change: 'same' | 'added'; line: EstimateLine }
  | { change: 'changed'; line: EstimateLine; was: EstimateLine }
  | { change: 'removed'; line: EstimateLine };

/** What an answer approves of a line: a change to any of it is a revision (its total follows from them). */
export type LineTerms = Pick<EstimateLine, 'id' | 'kind' | 'description' | 'quantity' | 'unit_price_cents'>;

const shown = (l: LineTerms) => [l.description, l.kind, l.quantity, l.unit_price_cents].join('\u0000');

/** A line's terms alone, as an answer carries the lines she read. */
export const termsOf = ({ id, kind, description, quantity, unit_price_cents }: LineTerms): LineTerms => ({
  id,
  kind,
  description,
  quantity,
  unit_price_cents,
});

/**
 * Whether the lines now differ from those she read in anything her answer approves: a line added,
 * removed or changed. A change elsewhere (a finding's note, a photo) leaves her answer standing.
 */
export function linesRevised(read: LineTerms[], now: LineTerms[]): boolean {
  const was = new Map(read.map((l) => [l.id, shown(l)]));
  return read.length !== now.length || now.some((l) => was.get(l.id) !== shown(l));
}

/** The lines now, each marked same, added or changed (with what it was), then the lines removed, in their old order. */
export function reviseLines(before: EstimateLine[], now: EstimateLine[]): LineRevision[] {
  const old = new Map(before.map((l) => [l.id, l]));
  const kept = new Set(now.map((l) => l.id));
  const current = now.map((line): LineRevision => {
    const was = old.get(line.id);
    if (!was) return { change: 'added', line };
    return shown(was) === shown(line) ? { change: 'same', line } : { change: 'changed', line, was };
  });
  const removed = before.filter((l) => !kept.has(l.id)).map((line): LineRevision => ({ change: 'removed', line }));
  return [...current, ...removed];
}

/** The customer's choices that still apply: those of lines still on the estimate and still waiting for an answer. */
export function keptChoices<C extends string>(choices: Record<string, C>, now: EstimateLine[]): Record<string, C> {
  const waiting = new Set(now.filter((l) => l.decision === 'pending').map((l) => l.id));
  return Object.fromEntries(Object.entries(choices).filter(([id]) => waiting.has(id)));
}
