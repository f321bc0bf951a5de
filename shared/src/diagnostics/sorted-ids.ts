/**
 * Set operations on ascending lists of entry positions: a search costs what it matches, not a
 * pass over the whole table.
 */

/** The positions in both lists. */
export function intersect(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      out.push(a[i]!);
      i++;
      j++;
    }
  }
  return out;
}

/** The positions (below `size`) in any of the lists, once each. */
export function unite(lists: readonly (readonly number[])[], size: number): number[] {
  if (lists.length === 1) return lists[0]!.slice();
  const total = lists.reduce((n, l) => n + l.length, 0);
  const out: number[] = [];
  if (total * 8 < size) {
    // Few positions: sorting them beats a pass over the whole table.
    const all = new Int32Array(total);
    let n = 0;
    for (const list of lists) for (const at of list) all[n++] = at;
    all.sort();
    for (let i = 0; i < total; i++) if (i === 0 || all[i] !== all[i - 1]) out.push(all[i]!);
    return out;
  }
  const marked = new Uint8Array(size);
  for (const list of lists) for (const at of list) marked[at] = 1;
  for (let at = 0; at < size; at++) if (marked[at]) out.push(at);
  return out;
}
