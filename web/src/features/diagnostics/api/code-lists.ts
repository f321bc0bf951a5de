import { useCallback, useEffect, useState } from 'react';
import {
  loadGenericList,
  loadMakers,
  type CodeList,
  type MakeId,
  type MakerList,
} from '@shop/shared/diagnostics/code-table';

export type CodeListState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; list: CodeList };

/**
 * The generic code table, fetched as its own chunk when the checker opens (the service worker
 * precaches it, so it loads offline after one visit). retry() asks again after a failure.
 */
export function useGenericList(): CodeListState & { retry: () => void } {
  const [state, setState] = useState<CodeListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadGenericList().then(
      (list) => live && setState({ status: 'ready', list }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
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
