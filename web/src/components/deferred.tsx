import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated.ts';

let loaded: Promise<void> | undefined;
/** When every piece of idle work has had its turn, idle or not: 3 s after the page loaded. */
let deadline = 0;
/** Resolves once the page has loaded. */
function afterLoad(): Promise<void> {
  return (loaded ??= new Promise<void>((resolve) => {
    const done = () => {
      deadline = performance.now() + 3000;
      resolve();
    };
    if (document.readyState === 'complete') done();
    else window.addEventListener('load', done, { once: true });
  }));
}

/** The idle work waiting for its turn, first asked first. */
const waiting: (() => void)[] = [];
let turning = false;

/** The next turn: in the browser's next idle period, or once the deadline has passed (WebKit has no idle callback). */
function scheduleTurn(): void {
  const left = Math.max(1, deadline - performance.now());
  if (window.requestIdleCallback) window.requestIdleCallback(takeTurn, { timeout: left });
  else setTimeout(takeTurn, Math.min(200, left));
}

/** One piece of waiting work per turn, so each starts in a task of its own instead of all in one long one. */
function takeTurn(): void {
  const run = waiting.shift();
  turning = run !== undefined;
  if (!run) return;
  run();
  scheduleTurn();
}

/**
 * Runs `run` in a turn of its own once the browser is idle (at most 3 s after the load), at the
 * head of the line with `first` (the latest such first: only the outbox's delivery asks for it);
 * answers how to leave the line.
 */
function queueTurn(run: () => void, first: boolean): () => void {
  if (first) waiting.unshift(run);
  else waiting.push(run);
  if (!turning) {
    turning = true;
    scheduleTurn();
  }
  return () => {
    const at = waiting.indexOf(run);
    if (at >= 0) waiting.splice(at, 1);
  };
}

/** True once the page is idle after loading: work nobody waits for starts then, not during hydration. */
function useIdle(wanted: boolean, first: boolean): boolean {
  const [ready, setReady] = useState(!wanted);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    let leave = () => {};
    void afterLoad().then(() => {
      if (live) leave = queueTurn(() => setReady(true), first);
    });
    return () => {
      live = false;
      leave();
    };
  }, [wanted, first]);
  return ready;
}

/**
 * A component whose code loads after the first paint (and after hydration; with `idle`, once the
 * page is idle, one such component a turn; `idle: 'first'` takes the first turn). Until then it
 * shows `fallback` (nothing by default), which is also what a prerendered page holds in its place.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { fallback = null, idle = false }: { fallback?: ReactNode; idle?: boolean | 'first' } = {},
): ComponentType<P> {
  const Chunk = lazy(async () => ({ default: await load() }));
  return function Deferred(props: P) {
    const hydrated = useHydrated();
    const idleNow = useIdle(idle !== false, idle === 'first');
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
