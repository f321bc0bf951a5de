import type { OutboxRow } from './outbox-db.ts';

/** What the outbox page shows of a row's body: its JSON, or for bytes only their type and size. */
export type BodyView = { kind: 'json'; text: string } | { kind: 'binary'; type: string; size: string };

/** A byte count as people read it: 512 bytes, 12.3 KB, 4.1 MB. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The body as the page shows it: never the bytes themselves (the row does not even hold them). */
export function bodyView(row: OutboxRow): BodyView {
  if (row.binary) return { kind: 'binary', type: row.binary.type, size: formatSize(row.binary.size) };
  return { kind: 'json', text: JSON.stringify(row.payload, null, 2) };
}

/** Whether the page offers to edit the row's JSON: its kind allows it, and it is JSON at all. */
export const canEditBody = (row: OutboxRow, kindEditable: boolean): boolean => kindEditable && !row.binary;

/** How far an upload has got, in whole kilobytes: "120 of 480 KB". */
export function progressText(sent: number, total: number): string {
  const kb = (n: number) => Math.round(n / 1024);
  return `${kb(sent)} of ${kb(total)} KB`;
}
