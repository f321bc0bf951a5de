import { useSyncExternalStore } from 'react';
import { progressOf, subscribeProgress, type UploadProgress } from './upload-progress.ts';

/** A row's upload progress while this page sends it, re-rendering as bytes go. */
export function useUploadProgress(id: string): UploadProgress | undefined {
  return useSyncExternalStore(subscribeProgress, () => progressOf(id));
}
