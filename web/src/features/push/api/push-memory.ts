import { createStore, del, get, set } from 'idb-keyval';

/**
 * What this device registered with the server: its endpoint, the appointments whose news it gets
 * and whether it gets the staff's alerts. The appointments are personal data: they leave with the
 * session or "Forget this device's bookings". Kept in IndexedDB, where the service worker reads it
 * too when the push service replaces the subscription.
 */
export interface PushMemory {
  endpoint: string;
  appointments: number[];
  /** Waitlist entries whose offers it gets (personal too); absent in memories kept before. */
  waitlist?: number[];
  staff: boolean;
}

const KEY = 'subscription';
let store: ReturnType<typeof createStore> | undefined;
// Opened on first use: the build renders pages where there is no IndexedDB.
const opened = () => (store ??= createStore('autoshop-push', 'device'));

export async function pushMemory(): Promise<PushMemory | null> {
  return (await get<PushMemory>(KEY, opened())) ?? null;
}

export async function rememberPush(memory: PushMemory | null): Promise<void> {
  if (memory) await set(KEY, memory, opened());
  else await del(KEY, opened());
}
