/**
 * How far each photo the page is sending has got, in memory: only the page's own drain can know
 * (a service worker has no XMLHttpRequest), and a figure that outlived the page would be false.
 */
export interface UploadProgress {
  sent: number;
  total: number;
}

const progress = new Map<string, UploadProgress>();
const listeners = new Set<() => void>();
const tell = () => listeners.forEach((l) => l());

/** Records how many of a row's bytes have gone. */
export function reportProgress(id: string, sent: number, total: number): void {
  progress.set(id, { sent, total });
  tell();
}

/** Forgets a row's progress: its send ended, whatever the answer. */
export function clearProgress(id: string): void {
  if (progress.delete(id)) tell();
}

/** A row's progress, or undefined when this page is not sending it. */
export const progressOf = (id: string): UploadProgress | undefined => progress.get(id);

/** Calls `listener` on every change; answers the unsubscribe. */
export function subscribeProgress(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
