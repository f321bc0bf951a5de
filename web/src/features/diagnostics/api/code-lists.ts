import { useCallback, useEffect, useState } from 'react';
import {
  loadGenericList,
  loadMakers,
  type CodeList,
  type MakeId,
  type MakerList,
} from '@shop/shared/diagnostics/code-table';

export type CodeListState =
  { status: 'idle' } | { status: 'loading' } | { status: 'failed' } | { status: 'ready'; list: CodeList };

/**
 * The generic code table, fetched as its own chunk once `wanted` (the visitor has turned to the
 * checker: reading and indexing 9,000 codes is a long task a phone should not pay on every visit
 * of the page). The service worker precaches it, so it loads offline after one visit. retry()
 * asks again after a failure.
 */
export function useGenericList(wanted: boolean): CodeListState & { retry: () => void } {
  const [state, setState] = useState<CodeListState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    loadGenericList().then(
      (list) => live && setState({ status: 'ready', list }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [wanted, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, retry };
}

/** The chosen make's meanings (its own small chunk), once loaded; undefined for any make. */
export function useMakerList(make: MakeId | ''): MakerList | undefined {
  const [list, setList] = useState<MakerList>();
  useEffect(() => {
    let live = true;
    setList(undefined);
    if (make)
      loadMakers([make]).then(
        ([l]) => live && setList(l),
        () => undefined, // Search without the make's meanings; a lookup reports its own failure.
      );
    return () => {
      live = false;
    };
  }, [make]);
  return list;
}
