import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated.ts';

let idle: Promise<void> | undefined;
/** Resolves once the page has loaded and the browser is idle (at most 3 s later; WebKit has no idle callback). */
function afterLoadAndIdle(): Promise<void> {
  return (idle ??= new Promise<void>((resolve) => {
    const whenIdle = () =>
      window.requestIdleCallback
        ? window.requestIdleCallback(() => resolve(), { timeout: 3000 })
        : setTimeout(resolve, 200);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  }));
}

/** True once the page is idle after loading: work nobody waits for starts then, not during hydration. */
function useIdle(wanted: boolean): boolean {
  const [ready, setReady] = useState(!wanted);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void afterLoadAndIdle().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [wanted]);
  return ready;
}

/**
 * A component whose code loads after the first paint (and after hydration; with `idle`, once the
 * page is idle). Until then it shows `fallback` (nothing by default), which is also what a
 * prerendered page holds in its place.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { fallback = null, idle = false }: { fallback?: ReactNode; idle?: boolean } = {},
): ComponentType<P> {
  const Chunk = lazy(async () => ({ default: await load() }));
  return function Deferred(props: P) {
    const hydrated = useHydrated();
    const idleNow = useIdle(idle);
    if (!hydrated || !idleNow) return fallback;
    return (
      <Suspense fallback={fallback}>
        <Chunk {...props} />
      </Suspense>
    );
  };
}

/** The toast area: toasts raised before it loads wait in react-hot-toast's store and show when it does. */
export const DeferredToaster = deferred(async () => (await import('./app-toaster.tsx')).AppToaster, { idle: true });
