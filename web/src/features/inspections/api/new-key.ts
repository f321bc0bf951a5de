/** A client-made id (the outbox's v4 UUID), loaded with the outbox code rather than with the page. */
export async function newKeyLazily(): Promise<string> {
  return (await import('@/features/offline/api/submit.ts')).newKey();
}
