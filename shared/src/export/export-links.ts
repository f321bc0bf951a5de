/** The export's formats: one JSON document, or a zip of one CSV per table. */
export type ExportFormat = 'json' | 'csv';

export const EXPORT_PATH = '/api/admin/export';

/** The export's address for a format. */
export const exportPath = (format: ExportFormat): string =>
  format === 'csv' ? `${EXPORT_PATH}?format=csv` : EXPORT_PATH;

/** The name a download is saved under, dated with the shop's day: "shop-export-2026-03-09.zip". */
export const exportFileName = (shopDate: string, format: ExportFormat): string =>
  `shop-export-${shopDate}.${format === 'csv' ? 'zip' : 'json'}`;
