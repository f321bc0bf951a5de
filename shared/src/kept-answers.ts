/**
 * A pure function whose answers are kept by key: each key is worked out once, and all are
 * forgotten at once when `limit` are kept (a bound on memory, for callers whose keys mostly
 * repeat: one booking's start, a day's bookings, the addresses of a shop's devices).
 */
export function keptAnswers<A extends unknown[], R>(
  limit: number,
  keyOf: (...args: A) => string,
  work: (...args: A) => R,
): (...args: A) => R {
  const kept = new Map<string, R>();
  return (...args: A) => {
    const key = keyOf(...args);
    if (kept.has(key)) return kept.get(key)!;
    if (kept.size >= limit) kept.clear();
    const answer = work(...args);
    kept.set(key, answer);
    return answer;
  };
}
