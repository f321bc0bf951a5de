/** Mine beside theirs for one field of a change that met someone else's. */
export interface FieldDifference {
  label: string;
  mine: string;
  theirs: string;
}

/** One field a change may carry: its label, how to show a value, where the record keeps it now. */
export interface ConflictField {
  label: string;
  show?: (value: string) => string;
  theirs: (current: Record<string, unknown>) => string;
}

/** A domain's fields, and what a delete of its record says: each domain supplies its own. */
export interface ConflictTable {
  /** The record's name, the line a delete shows ("Appointment"). */
  record: string;
  /** What a delete is, mine; and theirs when the record is still there. */
  deleteMine: string;
  deleteTheirs: string;
  fields: Record<string, ConflictField>;
}

/**
 * Mine beside theirs for every field of the table the queued change sets (a delete is one line).
 * Without the server's current record, theirs reads "changed".
 */
export function fieldDifferences(
  table: ConflictTable,
  method: string,
  payload: unknown,
  current: Record<string, unknown> | undefined,
): FieldDifference[] {
  if (method === 'DELETE')
    return [{ label: table.record, mine: table.deleteMine, theirs: current ? table.deleteTheirs : 'Changed' }];
  return Object.entries((payload ?? {}) as Record<string, unknown>).flatMap(([key, value]) => {
    const field = table.fields[key];
    if (!field) return [];
    const show = field.show ?? ((v: string) => v);
    return [
      {
        label: field.label,
        mine: show(String(value ?? '')),
        theirs: current ? show(field.theirs(current)) : 'Changed',
      },
    ];
  });
}
