import { IDEMPOTENCY_HEADER, SESSION_REFUSED_HEADER } from '@shop/shared/api/headers';
import { EARLY_READ_GLOBAL } from '@shop/shared/app/prerendered-pages';
import { retryAfterMs } from '@shop/shared/api/retry-after';

/** An API answer that was not 2xx; status 0 means the network failed. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

export const isNetworkError = (e: unknown): boolean => e instanceof ApiError && e.status === 0;

/** `userId`: whose session was refused, when the caller knows (a row the service worker sent). */
type UnauthorizedListener = (status: 401 | 403, userId?: number) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called on every 401/403 (the admin area sends the user to /login). */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** A body of bytes (a photo), sent as is with its Content-Type. ArrayBuffer: IndexedDB keeps it on WebKit too. */
export interface BinaryBody {
  bytes: ArrayBuffer;
  type: string;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as bytes instead of `body`. */
  binary?: BinaryBody;
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** 'omit' sends no cookies: a guest's queued row must not go under whoever is signed in now. */
  credentials?: RequestCredentials;
  /**
   * A password check (signing in): its 401 is a wrong password, not an ended session, so whoever
   * is signed in on the device stays signed in. A refused session cookie still ends theirs.
   */
  checksPassword?: boolean;
}

/** A JSON answer as it came: its status (0 when the network failed) and its parsed body. */
export interface HttpAnswer {
  status: number;
  body: unknown;
  /** The server refused the session cookie this request carried (the session has ended). */
  sessionRefused?: boolean;
  /** How long the server asked the client to wait before trying again (its Retry-After), in ms. */
  retryAfterMs?: number;
}

/** The headers every API request carries: what it accepts, what it sends, its idempotency key. */
export function requestHeaders(o: RequestOptions): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (o.binary) headers['content-type'] = o.binary.type;
  else if (o.body !== undefined) headers['content-type'] = 'application/json';
  if (o.idempotencyKey) headers[IDEMPOTENCY_HEADER] = o.idempotencyKey;
  return headers;
}

/** An answer's text as JSON when it is JSON, else as the text itself; with the wait its Retry-After asks for. */
export function answerOf(status: number, text: string, retryAfter?: string | null): HttpAnswer {
  const wait = retryAfterMs(retryAfter, Date.now());
  const timing = wait === undefined ? {} : { retryAfterMs: wait };
  try {
    return { status, body: text ? JSON.parse(text) : null, ...timing };
  } catch {
    return { status, body: text, ...timing };
  }
}

type EarlyRead = { path: string; response: Promise<Response>; at: number };
/**
 * How long an early read stays usable: the page's start, not a later refresh. Its code is asked
 * for only after the first paint, which on a slow phone network can take several seconds more.
 */
const EARLY_READ_MS = 15_000;

/**
 * The answer to a read the page's HTML already started (page-init.js on a customer page, so its
 * data and its code load side by side), once, for a plain read of exactly that path while the page
 * starts. Any write first drops it: an answer read before a write would undo what the write changed.
 */
function earlyRead(path: string, o: RequestOptions): Promise<Response> | undefined {
  const holder = globalThis as unknown as Record<string, EarlyRead | undefined>;
  const early = holder[EARLY_READ_GLOBAL];
  if (!early) return undefined;
  const fresh = performance.now() - early.at < EARLY_READ_MS;
  if ((o.method ?? 'GET') !== 'GET' || !fresh) holder[EARLY_READ_GLOBAL] = undefined;
  if (!fresh || early.path !== path || (o.method ?? 'GET') !== 'GET' || o.signal) return undefined;
  holder[EARLY_READ_GLOBAL] = undefined;
  return early.response;
}

/**
 * The one HTTP core: same-origin cookies, JSON (or bytes) out and JSON back, the idempotency key. It never throws for
 * an answer; a network failure is status 0. The outbox sends through it as well.
 */
export async function sendJson(
  path: string,
  o: RequestOptions = {},
  fetchImpl: typeof fetch = fetch,
): Promise<HttpAnswer> {
  let res: Response;
  let text: string;
  try {
    res = await (earlyRead(path, o) ??
      fetchImpl(path, {
        method: o.method ?? 'GET',
        headers: requestHeaders(o),
        credentials: o.credentials ?? 'same-origin',
        body: o.binary ? o.binary.bytes : o.body === undefined ? undefined : JSON.stringify(o.body),
        signal: o.signal,
      }));
    // The network can drop after the answer's head: its body never comes, and that too is no network.
    text = await res.text();
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    return { status: 0, body: null };
  }
  const answer = answerOf(res.status, text, res.headers.get('retry-after'));
  // Any answer may carry it (a tracking page answers 404, not 401): the page ends that session.
  if (res.headers.get(SESSION_REFUSED_HEADER) === null) return answer;
  announceUnauthorized(401);
  return { ...answer, sessionRefused: true };
}

/**
 * Tells the listeners that the server refused the session (also for the outbox's own sends);
 * with `userId`, only that person's session, so a later sign-in on the device is not ended.
 */
export function announceUnauthorized(status: 401 | 403, userId?: number): void {
  unauthorizedListeners.forEach((l) => l(status, userId));
}

/** A request whose non-2xx answer throws ApiError with the envelope's message and code. */
export async function apiRequest<T>(path: string, o: RequestOptions = {}): Promise<T> {
  const { status, body } = await sendJson(path, o);
  if (status === 0) throw new ApiError(0, 'network', 'You appear to be offline.');
  if (status < 200 || status >= 300) {
    const env = (body ?? {}) as { error?: string; code?: string };
    if ((status === 401 || status === 403) && !o.checksPassword) announceUnauthorized(status);
    throw new ApiError(status, env.code ?? 'http_error', env.error ?? `Request failed (${status})`, body);
  }
  return body as T;
}
