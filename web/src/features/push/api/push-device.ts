import { registerSubscription, renewSubscription, unregisterEndpoint, type PushScope } from './push-api.ts';
import { ApiError } from '@/lib/api-client.ts';
import { pushMemory, rememberPush, type PushMemory } from './push-memory.ts';

/** This device's push subscription, as the server and the device's memory know it. */

type Listed = 'appointments' | 'waitlist';
const listOf = (kind: 'appointment' | 'waitlist'): Listed => (kind === 'appointment' ? 'appointments' : 'waitlist');

/** The memory with one scope added (on) or taken away (off). */
function withScope(memory: PushMemory, scope: PushScope, on: boolean): PushMemory {
  if (scope.kind === 'staff') return { ...memory, staff: on };
  const key = listOf(scope.kind);
  const others = (memory[key] ?? []).filter((id) => id !== scope.id);
  return { ...memory, [key]: on ? [...others, scope.id] : others };
}

/** Whether the memory serves anything at all. */
const servesAny = (m: PushMemory) => m.staff || m.appointments.length > 0 || (m.waitlist ?? []).length > 0;

/** Whether the device's memory says this scope gets notifications here. */
export const isOn = (memory: PushMemory | null, scope: PushScope): boolean =>
  memory !== null && (scope.kind === 'staff' ? memory.staff : (memory[listOf(scope.kind)] ?? []).includes(scope.id));

/** The server sends what `oldEndpoint` was sent to the new subscription; the device remembers it. */
export async function moveTo(oldEndpoint: string, fresh: PushSubscription): Promise<void> {
  try {
    await renewSubscription(oldEndpoint, fresh);
  } catch (err) {
    // The server forgot the old one (its push service said it was gone): nothing to move.
    if (!(err instanceof ApiError && err.status === 404)) throw err;
  }
  const memory = await pushMemory();
  if (memory) await rememberPush({ ...memory, endpoint: fresh.endpoint });
}

/**
 * Registers a subscription (just made by the user's tap) for one scope and remembers it. A memory
 * still naming an older endpoint moves to this one first, so nothing it served is lost.
 */
export async function turnOn(subscribing: Promise<PushSubscription>, scope: PushScope): Promise<PushMemory> {
  const fresh = await subscribing;
  const before = await pushMemory();
  if (before && before.endpoint !== fresh.endpoint) await moveTo(before.endpoint, fresh);
  await registerSubscription(scope, fresh);
  const kept = before ?? { endpoint: fresh.endpoint, appointments: [], staff: false };
  const next = withScope({ ...kept, endpoint: fresh.endpoint }, scope, true);
  await rememberPush(next);
  return next;
}

const registration = () => navigator.serviceWorker?.getRegistration() ?? Promise.resolve(undefined);

/**
 * Stops every notification on this device: the server is told (when it can be reached), the
 * browser drops the subscription (so the push service refuses whatever the server still sends)
 * and the memory goes.
 */
export async function stopDevice(): Promise<void> {
  const memory = await pushMemory();
  const subscription = (await (await registration())?.pushManager?.getSubscription()) ?? null;
  const endpoint = subscription?.endpoint ?? memory?.endpoint;
  // Offline or refused: the browser's unsubscribe below already silences the device.
  if (endpoint) await unregisterEndpoint(endpoint).catch(() => undefined);
  await subscription?.unsubscribe();
  await rememberPush(null);
}

/**
 * Stops one scope's notifications here (one appointment's news, a waitlist entry's offers, or
 * the staff's alerts); a device left serving nothing stops altogether.
 */
export async function turnOff(scope: PushScope): Promise<PushMemory | null> {
  const memory = await pushMemory();
  const next = memory && withScope(memory, scope, false);
  if (!next || !servesAny(next)) {
    await stopDevice();
    return null;
  }
  await unregisterEndpoint(next.endpoint, scope);
  await rememberPush(next);
  return next;
}

/**
 * A person's data leaves the device (end of a session, "Forget this device's bookings"): every
 * appointment's news and waitlist offer stops here. Staff alerts stay: they name no customer.
 */
export async function forgetPushedAppointments(): Promise<void> {
  const memory = await pushMemory();
  if (!memory || (memory.appointments.length === 0 && (memory.waitlist ?? []).length === 0)) return;
  if (!memory.staff) return stopDevice();
  const scopes: PushScope[] = [
    ...memory.appointments.map((id) => ({ kind: 'appointment' as const, id })),
    ...(memory.waitlist ?? []).map((id) => ({ kind: 'waitlist' as const, id })),
  ];
  for (const scope of scopes) await unregisterEndpoint(memory.endpoint, scope).catch(() => undefined);
  await rememberPush({ ...memory, appointments: [], waitlist: [] });
}

/**
 * At each start: a browser whose subscription is not the one the server knows (Chrome never fires
 * pushsubscriptionchange) moves the server over to it; one that lost its subscription (permission
 * taken back, site data cleared) forgets it.
 */
export async function renewIfChanged(): Promise<void> {
  const memory = await pushMemory();
  if (!memory) return;
  const subscription = await (await registration())?.pushManager?.getSubscription();
  if (subscription === undefined) return; // no worker yet: nothing to compare with
  if (subscription === null) await stopDevice();
  else if (subscription.endpoint !== memory.endpoint) await moveTo(memory.endpoint, subscription);
}

let checked: Promise<void> | undefined;
/** The start check, once per page load, whoever asks first (the app's start or a button). */
export const renewOnce = (): Promise<void> => (checked ??= renewIfChanged().catch(() => undefined));
