/** One measured figure beside the limit it is compared with in the same run. */
export interface Figure {
  id: string;
  value: number;
  unit: string;
  limit: number | null;
  ratio: number | null;
  goal: string;
  holds: boolean | null;
}

const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;

/** The value at fraction `p` (0.5 median, 0.95) of an ascending list. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

export const figures: Figure[] = [];

/** value must be at least `min` times `limit` (e.g. req/s against the bare route). */
export function atLeastRatio(id: string, value: number, unit: string, limit: number, min: number, label: string): void {
  const ratio = limit > 0 ? value / limit : 0;
  figures.push({
    id,
    value: round(value),
    unit,
    limit: round(limit),
    ratio: round(ratio, 3),
    goal: `>= ${min} x ${label}`,
    holds: ratio >= min,
  });
}

/** A figure held to a limit, its goal written as `op` (<, <=, >=) and whether it holds. */
function bounded(id: string, value: number, unit: string, limit: number, op: string, holds: boolean): void {
  figures.push({
    id,
    value: round(value),
    unit,
    limit,
    ratio: limit > 0 ? round(value / limit, 3) : null,
    goal: `${op} ${limit} ${unit}`,
    holds,
  });
}

/** value must stay below `max`. */
export const below = (id: string, value: number, unit: string, max: number) =>
  bounded(id, value, unit, max, '<', value < max);

/** value must not exceed `max`: a budget. */
export const atMost = (id: string, value: number, unit: string, max: number) =>
  bounded(id, value, unit, max, '<=', value <= max);

/** value must reach `min`. */
export const atLeast = (id: string, value: number, unit: string, min: number) =>
  bounded(id, value, unit, min, '>=', value >= min);

export function equals(id: string, value: number, unit: string, expected: number): void {
  figures.push({ id, value, unit, limit: expected, ratio: null, goal: `= ${expected}`, holds: value === expected });
}

/** A figure reported for information, with no goal of its own. */
export function info(id: string, value: number, unit: string, limit: number | null = null): void {
  figures.push({
    id,
    value: round(value),
    unit,
    limit,
    ratio: limit ? round(value / limit, 3) : null,
    goal: '-',
    holds: null,
  });
}

export function printTable(list: Figure[]): void {
  const rows = list.map((f) => [
    f.id,
    `${f.value} ${f.unit}`,
    f.limit === null ? '-' : String(f.limit),
    f.ratio === null ? '-' : String(f.ratio),
    f.goal,
    f.holds === null ? '' : f.holds ? 'ok' : 'MISSED',
  ]);
  const head = ['figure', 'value', 'limit', 'ratio', 'goal', 'holds'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}
