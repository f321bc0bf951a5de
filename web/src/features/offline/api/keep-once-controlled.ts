import { useEffect } from 'react';

/**
 * Fetches `urls` again once a service worker takes control of this page, so its routes keep them.
 * On a first visit the page reads before the worker controls it, and those answers pass it by:
 * without this, "opens offline after one visit" would need a second visit.
 */
export function keepOnceControlled(
  urls: string[],
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
  fetchImpl: typeof fetch = fetch.bind(globalThis),
): () => void {
  if (!container || container.controller || urls.length === 0) return () => undefined;
  const fetchAll = () => {
    for (const url of urls) void fetchImpl(url, { credentials: 'same-origin' }).catch(() => undefined);
  };
  container.addEventListener('controllerchange', fetchAll, { once: true });
  return () => container.removeEventListener('controllerchange', fetchAll);
}

/** `keepOnceControlled` for a page's lifetime; `urls` compared by their text. */
export function useKeptOnceControlled(urls: string[]): void {
  const key = urls.join('\n');
  useEffect(() => keepOnceControlled(key ? key.split('\n') : []), [key]);
}
