/** Runs `work` over `items`, `width` at a time; answers the results in order. */
export async function inPool<T, U>(items: T[], width: number, work: (item: T) => Promise<U>): Promise<U[]> {
  const results: U[] = [];
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i]!);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
  return results;
}
