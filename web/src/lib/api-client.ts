import { IDEMPOTENCY_HEADER } from '@shop/shared/api/headers';

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

type UnauthorizedListener = (status: 401 | 403) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called on every 401/403 (the admin area sends the user to /login). */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/** The one place the app talks HTTP: same-origin cookies, JSON, the envelope's error parsed. */
export async function apiRequest<T>(path: string, o: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (o.body !== undefined) headers['content-type'] = 'application/json';
  if (o.idempotencyKey) headers[IDEMPOTENCY_HEADER] = o.idempotencyKey;
  let res: Response;
  try {
    res = await fetch(path, {
      method: o.method ?? 'GET',
      headers,
      credentials: 'same-origin',
      body: o.body === undefined ? undefined : JSON.stringify(o.body),
      signal: o.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'network', 'You appear to be offline.');
  }
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  if (!res.ok) {
    const env = (data ?? {}) as { error?: string; code?: string };
    if (res.status === 401 || res.status === 403) unauthorizedListeners.forEach((l) => l(res.status as 401 | 403));
    throw new ApiError(res.status, env.code ?? 'http_error', env.error ?? `Request failed (${res.status})`, data);
  }
  return data as T;
}
