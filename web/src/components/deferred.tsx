import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated.ts';

/**
 * A component whose code loads after the first paint (and after hydration). Until then it shows
 * `fallback` (nothing by default), which is also what a prerendered page holds in its place.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const Chunk = lazy(async () => ({ default: await load() }));
  return function Deferred(props: P) {
    const hydrated = useHydrated();
    if (!hydrated) return fallback;
    return (
      <Suspense fallback={fallback}>
        <Chunk {...props} />
      </Suspense>
    );
  };
}

/** The toast area: toasts raised before it loads wait in react-hot-toast's store and show when it does. */
export const DeferredToaster = deferred(async () => (await import('./app-toaster.tsx')).AppToaster);
