/**
 * What the export holds, table by table, in the order a reader needs them (a row after the rows
 * it points to). Secrets stay out: the tracking token's hash, and the photo bytes (a photo is
 * exported as its URL). The users table (password hashes) is not exported: its people are the
 * customers.
 */
export interface ExportTable {
  /** The table, and the name of its array in the JSON document and of its CSV file. */
  table: string;
  /** Columns it never exports. */
  omit: readonly string[];
  /** The columns that order its rows steadily page after page (its key). */
  order: readonly string[];
  /** Only exported when the table exists (added by a later migration). */
  optional?: boolean;
}

export const EXPORT_TABLES: readonly ExportTable[] = [
  { table: 'services', omit: [], order: ['id'] },
  { table: 'customers', omit: [], order: ['id'] },
  { table: 'vehicles', omit: [], order: ['id'] },
  { table: 'vehicle_readings', omit: [], order: ['id'] },
  { table: 'appointments', omit: ['tracking_token_hash'], order: ['id'] },
  { table: 'appointment_services', omit: [], order: ['appointment_id', 'position', 'service_id'] },
  { table: 'appointment_requests', omit: [], order: ['id'] },
  { table: 'waitlist_entries', omit: [], order: ['id'] },
  { table: 'inspections', omit: [], order: ['id'] },
  { table: 'inspection_items', omit: [], order: ['inspection_id', 'position', 'key'] },
  { table: 'estimate_lines', omit: [], order: ['inspection_id', 'position', 'id'] },
  { table: 'inspection_photos', omit: ['bytes', 'thumb'], order: ['id'] },
  { table: 'recommendations', omit: [], order: ['id'], optional: true },
  // Two-way texts: a customer's conversations are hers as much as her visits (photos as their links).
  { table: 'text_threads', omit: [], order: ['id'] },
  { table: 'text_messages', omit: [], order: ['id'] },
  { table: 'text_media', omit: ['bytes', 'thumb'], order: ['id'] },
  { table: 'text_notes', omit: [], order: ['id'] },
  { table: 'sms_consents', omit: [], order: ['phone'] },
];

/** Rows read per statement: a big shop is streamed, never held whole. */
export const EXPORT_PAGE = 500;
